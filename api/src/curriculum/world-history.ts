import type { CuratedSubject } from "./types";

export const worldHistory: CuratedSubject = {
  name: "World History",
  aliases: ["History", "Global History", "World Civilizations", "Global Studies", "Modern World History"],
  outline: [
    "Ancient Civilizations",
    "Classical Greece and Rome",
    "The Middle Ages",
    "The Renaissance and Reformation",
    "The Age of Exploration",
    "The Age of Revolutions",
    "The Industrial Revolution",
    "The World Wars",
    "The Cold War and Decolonization",
  ],
  topics: [
    {
      name: "The Industrial Revolution",
      overview:
        "Between about 1760 and 1840, new machines, steam power and factories changed how goods were made, first in Britain and then across the world. It reshaped where people lived, how they worked, and what governments took responsibility for.",
      warmUpQuestion:
        "Think about the clothes you are wearing. How do you think clothes were made before there were factories and machines, and who do you imagine made them?",
      extensionQuestion:
        "Some historians compare the Industrial Revolution with today's digital revolution. Choose one way the two are alike and one way they differ, and explain what evidence supports your comparison.",
      reflectionPrompt:
        "What do you think was the most important change the Industrial Revolution brought to ordinary people's lives, and why? What would you still like to find out about it?",
      sections: [
        {
          name: "Origins in Britain",
          concepts: [
            {
              label: "Industrial Revolution",
              definition:
                "The shift, beginning in Britain in the second half of the 18th century, from making goods by hand at home to making them with machines in factories, powered first by water and then by steam.",
              explanation:
                "Before it, most people lived in the countryside and made goods by hand in small workshops or in their own cottages. Over a few generations, new machines and new sources of power let far fewer workers produce far more. The changes began on an island nation off the coast of Europe that was rich in coal, and spread to the rest of Europe, North America and Japan during the 19th century.",
              example:
                "A spinner at a spinning wheel made one thread at a time, but the first spinning jenny of the 1760s spun eight threads at once, and later models spun dozens.",
              questions: [
                {
                  prompt: "In which country did the Industrial Revolution begin?",
                  answer: "It began in Great Britain, in the second half of the 18th century.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "Great Britain",
                        says: ["britain", "great britain", "england", "uk", "united kingdom", "british", "scotland"],
                      },
                    ],
                    wrong: [
                      {
                        name: "naming another country",
                        says: [
                          "france",
                          "america",
                          "usa",
                          "united states",
                          "germany",
                          "china",
                          "japan",
                          "india",
                          "russia",
                          "italy",
                          "spain",
                          "holland",
                          "netherlands",
                        ],
                      },
                    ],
                  },
                  hint: "It was an island nation with plenty of coal, a powerful navy and a growing overseas empire.",
                  narrowerHint:
                    "Its capital is London, and in the 1700s its navy ruled the seas and its empire was growing fast. Which country is it?",
                  workedStep:
                    "It was the country made up of three nations on one island off the coast of Europe, with its capital at London. Name the whole country.",
                },
                {
                  prompt: "Before the Industrial Revolution, where and how were most cloth and other goods made?",
                  answer:
                    "Most goods were made by hand, at home or in small workshops, often by families living in the countryside.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      {
                        name: "by hand",
                        says: ["hand", "handmade", "hand make", "manually", "hand tool", "spinning wheel", "!machine"],
                      },
                      {
                        name: "at home or in small workshops",
                        says: [
                          "home",
                          "house",
                          "cottage",
                          "workshop",
                          "household",
                          "family",
                          "domestic",
                          "countryside",
                          "village",
                          "farm",
                        ],
                      },
                    ],
                    wrong: [{ name: "placing it in factories with machines", says: ["factory", "machine", "mill"] }],
                  },
                  hint: "Picture a family in a country cottage before there were any factories or engines. Where did they work, and what did they use instead of machines?",
                  narrowerHint:
                    "Before factories there were no engines or powered machines. So what did people use to make goods, and did they work in big buildings or where they lived?",
                  workedStep:
                    "Most goods were made by hand, with simple tools such as the spinning wheel. Now the place: did people work in factories, or somewhere much closer to where they lived?",
                },
              ],
              misconception: {
                mistake: "Thinking the Industrial Revolution was a single event that happened in one year.",
                correction:
                  "It was a long process that unfolded over roughly 80 years in Britain and then reached other countries at different times.",
              },
            },
            {
              label: "Why Britain industrialized first",
              definition:
                "A combination of conditions: plentiful coal and iron ore, rivers, canals and ports for transport, money from trade to invest, and a growing supply of workers.",
              explanation:
                "No single cause explains it. Britain had the fuel and metal that machines needed, wealth from overseas trade and empire to invest, banks and patent laws that rewarded inventors, and, as farming changed and the population grew, many people looking for work.",
              example:
                "In northern England and central Scotland, mines of fuel and of metal ore lay close to each other and to rivers and canals, so fuel, metal and finished goods could be moved cheaply.",
              questions: [
                {
                  prompt: "Name two natural resources that helped Britain become the first industrial nation.",
                  answer:
                    "Coal and iron ore: coal fueled steam engines and furnaces, and iron was used to build machines, rails and bridges.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "coal", says: ["coal"] },
                      { name: "iron ore", says: ["iron", "iron ore"] },
                    ],
                    wrong: [
                      {
                        name: "naming oil or gold",
                        says: ["oil", "gold", "petroleum", "uranium", "electricity", "natural gas"],
                      },
                    ],
                  },
                  hint: "Steam engines needed a fuel that was dug out of the ground, and machines needed a strong metal.",
                  narrowerHint:
                    "The fuel was a black rock dug out of mines and burned in furnaces and steam engines. The metal was the one made into rails, bridges and machine parts before steel became cheap.",
                  workedStep:
                    "One resource was coal, the fuel for steam engines and furnaces. The other was the ore of a strong grey metal used for machines, rails and bridges. Which metal?",
                },
                {
                  prompt: "How did the enclosure of farmland help provide workers for the new factories?",
                  answer:
                    "Enclosure turned open fields and common land into large private farms, so many small farmers and laborers lost their land or their work and moved to towns to find jobs in factories.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "small farmers and laborers lost their land or their work",
                        says: [
                          "lose land",
                          "!land",
                          "lose work",
                          "lose job",
                          "!job",
                          "!work",
                          "!farm",
                          "kick off",
                          "push off",
                          "force off",
                          "evict",
                          "take land",
                          "take away land",
                          "fence",
                          "landless",
                          "lose farm",
                          "out of work",
                          "unemployed",
                          "lose their",
                          "take their land",
                        ],
                      },
                      {
                        name: "they moved to towns to find jobs in factories",
                        says: [
                          "move to town",
                          "move to city",
                          "go to town",
                          "go to city",
                          "town",
                          "city",
                          "urban",
                          "factory job",
                          "work in factory",
                          "factory work",
                          "look for work",
                          "find job",
                          "find work",
                          "migrate",
                          "job in factory",
                        ],
                      },
                    ],
                    wrong: [
                      {
                        name: "people moving from towns to the countryside",
                        says: [
                          "move to countryside",
                          "move to the country",
                          "go to countryside",
                          "more farm job",
                          "more job on farm",
                        ],
                      },
                    ],
                  },
                  hint: "Think about families who farmed shared fields. What happened to them once those fields were fenced off into big private farms?",
                  narrowerHint:
                    "When open fields were fenced off into big private farms, small farmers could no longer use them. What did they lose, and where did they go to earn a living?",
                  workedStep:
                    "Enclosure took away the fields that many families had farmed, so they could no longer make a living in the countryside. Where did they move to, and what were they looking for there?",
                },
              ],
              misconception: {
                mistake:
                  "Believing Britain industrialized first because its people were simply cleverer than people elsewhere.",
                correction:
                  "Historians point to conditions rather than cleverness: resources, trade, money to invest, transport, laws and workers came together in Britain first.",
              },
            },
          ],
          facts: [
            "The Industrial Revolution began in Britain around 1760 and spread to Europe and North America in the 19th century.",
            "Britain had large deposits of coal and iron ore, often close together.",
            "Enclosure and new farming methods produced more food with fewer farm workers.",
            "The population of England and Wales roughly doubled between 1801 and 1851, from about 9 million to about 18 million.",
          ],
        },
        {
          name: "Inventions and the Factory System",
          concepts: [
            {
              label: "Textile machines",
              definition:
                "Machines invented in 18th-century Britain that mechanized the spinning and weaving of cloth, such as the spinning jenny, the water frame and the power loom.",
              explanation:
                "Cotton cloth was in huge demand, and inventors raced to speed up each step of making it. Spinning thread was the slowest step, so it was mechanized first: at first with small hand-turned machines that fitted in a cottage, then with bigger machines driven by water. Once thread was plentiful, the weavers could not keep up, so inventors turned to weaving next. Each invention sped up one step and created pressure to speed up the next.",
              example:
                "The water frame was too large and heavy to be worked by hand at home, so Arkwright built mills beside fast-flowing streams to power it, and these became some of the first factories.",
              questions: [
                {
                  prompt: "Which of these came first: the power loom, the spinning jenny or the water frame?",
                  answer:
                    "The spinning jenny, invented by James Hargreaves in about 1764; the water frame was patented in 1769 and the power loom was invented in 1785.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "the spinning jenny", says: ["jenny", "spinning jenny"] }],
                    wrong: [
                      {
                        name: "putting another machine first",
                        says: [
                          "loom first",
                          "frame first",
                          "loom come first",
                          "frame come first",
                          "loom before jenny",
                          "frame before jenny",
                          "jenny after",
                          "jenny last",
                          "jenny third",
                          "jenny second",
                          "jenny come last",
                        ],
                      },
                    ],
                  },
                  hint: "Think back to the dates: one of these machines was invented in the 1760s, before the other two.",
                  narrowerHint:
                    "Two of the three machines spin thread and one weaves cloth, and spinning was mechanized first. Of the two spinning machines, which was small enough to use at home, before water-powered mills?",
                  workedStep:
                    "The power loom came last, in 1785, and the water frame was patented in 1769. The remaining machine was invented in about 1764. Which is it?",
                },
                {
                  prompt: "Which plant fiber was spun and woven in most of the early British factories?",
                  answer:
                    "Cotton, a fiber that does not grow in Britain; by the early 1800s most of it came from plantations in the American South worked by enslaved people.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "cotton", says: ["cotton"] }],
                    wrong: [
                      {
                        name: "naming another fiber",
                        says: ["wool", "silk", "linen", "flax", "hemp", "jute", "polyester", "nylon"],
                      },
                    ],
                  },
                  hint: "It is the soft fiber used for most T-shirts and jeans today, and it grows in warm climates rather than in Britain.",
                  narrowerHint:
                    "It grows as fluffy white bolls on a plant in warm countries, and most T-shirts are made from it today.",
                  workedStep:
                    "The fiber did not grow in Britain: it was shipped in from plantations in the American South and from India, and your jeans are made of it. What is it?",
                },
              ],
              misconception: {
                mistake: "Thinking each famous invention was the work of one lone genius who had a sudden idea.",
                correction:
                  "Most inventions improved on earlier designs and depended on many skilled workers and investors; Arkwright's water frame patent was even canceled in 1785 after rivals argued that he had used other people's ideas.",
              },
            },
            {
              label: "Steam engine",
              definition:
                "A machine that burns fuel to boil water and uses the pressure of the steam to produce movement.",
              explanation:
                "Thomas Newcomen's engine of 1712 pumped water out of mines but wasted a great deal of coal, because its one cylinder was heated by steam and cooled again at every stroke. In 1769 a Scottish instrument maker patented a way to cool the steam somewhere else, which made engines far more efficient, and from the 1780s his engines could turn wheels and drive machinery. Factories no longer had to be built beside fast rivers, and steam soon powered railways and ships as well.",
              example:
                "In 1830 the Liverpool and Manchester Railway opened, with steam locomotives such as the Stephensons' Rocket carrying passengers and cotton between a busy port and an industrial city.",
              questions: [
                {
                  prompt:
                    "Whose improvements made the steam engine efficient enough to power factories, and what was his key addition?",
                  answer: "James Watt's; his key addition was a separate condenser, which saved a great deal of fuel.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "James Watt", says: ["watt", "james watt"] },
                      {
                        name: "a separate condenser",
                        says: ["condenser", "separate condenser", "condense"],
                        partly: ["cool", "separate chamber"],
                      },
                    ],
                    wrong: [
                      {
                        name: "naming another inventor",
                        says: ["newcomen improve", "newcomen add", "stephenson", "arkwright", "hargreaves", "edison"],
                      },
                      {
                        name: "saying Watt invented the steam engine",
                        says: ["invent the steam engine", "invented steam engine", "create the steam engine"],
                        common: true,
                        cap: 0.6,
                      },
                    ],
                  },
                  hint: "A unit of power printed on light bulbs is named after him, and his addition cooled the steam in a separate chamber.",
                  narrowerHint:
                    "He was a Scottish instrument maker, and a unit of power printed on light bulbs is named after him. His addition was a separate chamber where steam turned back into water: what is such a chamber called?",
                  workedStep:
                    "The inventor was James Watt. His addition cooled the steam in a separate chamber, so the main cylinder could stay hot. What is that chamber called?",
                },
                {
                  prompt: "Why did steam power change where factories could be built?",
                  answer:
                    "Water-powered mills had to be beside fast-flowing rivers, but steam engines could work anywhere coal could be delivered, so factories could be built in towns and cities.",
                  rubric: {
                    kind: "explanation",
                    enough: 0.66,
                    ideas: [
                      {
                        name: "mills had to be beside fast rivers for water power",
                        says: [
                          "?river",
                          "water power",
                          "water wheel",
                          "?stream",
                          "waterwheel",
                          "water mill",
                          "by water",
                          "water powered",
                        ],
                        weight: 0.5,
                      },
                      {
                        name: "steam engines could work anywhere, so factories could be built in towns",
                        says: [
                          "anywhere",
                          "any place",
                          "everywhere",
                          "in town",
                          "in city",
                          "near town",
                          "near city",
                          "near coal",
                          "near worker",
                          "!river",
                          "away from river",
                          "no longer need",
                          "!need water",
                          "!need to be near",
                          "wherever",
                        ],
                      },
                    ],
                  },
                  hint: "Think about what powered the earliest mills and where that power had to come from.",
                  narrowerHint:
                    "The earliest mills were driven by water wheels. Where did the water that turned them have to come from?",
                  workedStep:
                    "Water-powered mills had to stand beside fast-flowing water, while a steam engine only needed coal delivered to it. So where could factories now be built, and what no longer had to be close by?",
                },
              ],
              misconception: {
                mistake: "Thinking James Watt invented the steam engine.",
                correction:
                  "Steam engines already existed, such as Newcomen's from 1712; Watt made them much more efficient and adapted them to turn machinery.",
              },
            },
            {
              label: "Factory system",
              definition:
                "A way of producing goods in which many workers operate machines in one building, for wages, under set hours and supervision.",
              explanation:
                "Instead of families spinning and weaving at home, owners brought workers and machines together in mills. Work was divided into small repeated tasks, timed by the clock and the factory bell, and paid by the hour or by the piece. Workers gained regular pay but lost control over their own pace and hours.",
              example:
                "Richard Arkwright's mill at Cromford in Derbyshire, opened in 1771, ran day and night in two 12-hour shifts, and he built houses nearby for his workers' families.",
              questions: [
                {
                  prompt:
                    "In the factory system, workers were paid money for their time or their output. What is this payment called?",
                  answer: "It is called a wage; factory workers were paid wages by the hour or by the piece.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "a wage",
                        says: ["wage"],
                        partly: ["salary", "pay", "paycheck", "income", "money", "earnings"],
                      },
                    ],
                  },
                  hint: "Think of the word for the pay of someone who works by the hour, which is different from a yearly salary.",
                  narrowerHint:
                    "It is the word for pay counted by the hour or by the piece, which is different from a yearly salary. It starts with w.",
                  workedStep:
                    "Someone paid by the hour earns an hourly ____, and the law sets a 'minimum ____'. What is the word?",
                },
                {
                  prompt:
                    "Between 1811 and 1816, groups of skilled textile workers called Luddites attacked factories at night. What did they destroy, and why?",
                  answer:
                    "They smashed machines such as stocking frames and power looms, because the machines were taking away skilled workers' jobs and driving down their wages.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "machines",
                        says: ["machine", "machinery", "loom", "frame", "stocking frame", "power loom", "equipment"],
                      },
                      {
                        name: "the machines were taking their jobs",
                        says: [
                          "job",
                          "lose work",
                          "out of work",
                          "take their work",
                          "!work",
                          "unemploy",
                          "replace",
                          "livelihood",
                          "lower wage",
                          "wage",
                          "lose work",
                          "put out of work",
                          "take over",
                          "redundant",
                          "income",
                        ],
                      },
                    ],
                  },
                  hint: "Think about what was replacing the work these skilled weavers and knitters used to do by hand.",
                  narrowerHint:
                    "The Luddites were skilled weavers and knitters. What in the factories was doing their work faster and more cheaply, and what were they afraid of losing?",
                  workedStep:
                    "They broke stocking frames and power looms in the new factories. Why would skilled workers want those destroyed: what were they losing to them?",
                },
              ],
              misconception: {
                mistake: "Assuming factory workers were better off in every way than people who worked at home.",
                correction:
                  "Factory work brought regular wages but also long hours, strict fines, dangerous machinery and little freedom; whether life improved depended on the worker, the job and the decade.",
              },
            },
          ],
          facts: [
            "James Hargreaves invented the spinning jenny in about 1764.",
            "James Watt patented his separate condenser in 1769.",
            "Richard Arkwright opened his cotton mill at Cromford in 1771.",
            "Textiles were the first industry to use factories on a large scale.",
            "The Liverpool and Manchester Railway, opened in 1830, was the first intercity railway worked entirely by steam locomotives.",
          ],
        },
        {
          name: "Effects on Society",
          concepts: [
            {
              label: "Urbanization",
              definition:
                "The growth of towns and cities as people move to them from the countryside, usually to find work.",
              explanation:
                "Factories drew workers to towns faster than houses, drains and clean water could be provided. Families crowded into cheap back-to-back houses and cellars, and diseases such as cholera and typhoid spread through polluted water. Over the 19th century, reforms slowly brought sewers, clean water supplies and building rules.",
              example:
                "Manchester grew from fewer than 30,000 people in the 1770s to more than 300,000 by 1851, and in 1845 Friedrich Engels described families there living in damp, crowded cellars.",
              questions: [
                {
                  prompt:
                    "In the 1851 census, roughly what share of the people of England and Wales lived in towns: a quarter, a half, or three quarters?",
                  answer:
                    "About a half: 1851 was the first census in which slightly more people lived in towns than in the countryside.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "about a half", says: ["half", "50 percent", "fifty percent"], values: [0.5] }],
                    wrong: [{ name: "a quarter or three quarters", says: ["quarter"], values: [0.25, 0.75] }],
                  },
                  hint: "The balance between town and countryside had been shifting for decades, and 1851 was the turning point when the two sides swapped places.",
                  narrowerHint:
                    "1851 was the turning point: before it more people lived in the countryside, and after it more lived in towns. What does that tell you about the share in towns that year?",
                  workedStep:
                    "In 1851 the number of people in towns only just passed the number in the countryside, so the two were about equal. What share lived in towns?",
                },
                {
                  prompt:
                    "Which disease, spread by drinking water contaminated with sewage, killed tens of thousands of people in British cities in the 1830s and 1840s?",
                  answer: "Cholera, which spread through water contaminated with sewage.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "cholera", says: ["cholera"] }],
                    wrong: [
                      {
                        name: "naming another disease",
                        says: [
                          "typhoid",
                          "plague",
                          "smallpox",
                          "flu",
                          "influenza",
                          "tuberculosis",
                          "measles",
                          "black death",
                          "covid",
                          "malaria",
                        ],
                      },
                    ],
                  },
                  hint: "It causes severe diarrhea, and in 1854 a doctor named John Snow traced one London outbreak to a single water pump.",
                  narrowerHint:
                    "In 1854 Dr John Snow traced a London outbreak of this disease to the water pump on Broad Street. It causes severe diarrhea.",
                  workedStep:
                    "It was not typhoid, although that spread through dirty water too. The disease John Snow traced to a water pump in 1854 has a name that begins with 'chol-'. What is it?",
                },
              ],
              misconception: {
                mistake: "Thinking that everyone who moved to the cities became better off straight away.",
                correction:
                  "Many city workers lived in poverty and poor housing, and death rates in industrial cities were high; living standards for most workers improved only slowly, over decades.",
              },
            },
            {
              label: "Child labor and factory reform",
              definition:
                "The employment of children in mines and factories, and the laws that gradually limited it, beginning in textile mills with the Factory Act of 1833.",
              explanation:
                "Children were cheap to employ and small enough to crawl under machines, and they often worked twelve hours or more a day. Reformers, doctors and workers campaigned for change, and Parliament passed laws that set minimum ages and maximum hours. Earlier laws were often simply ignored, and the 1833 Factory Act was the first to do something new about making sure its rules were obeyed.",
              example:
                "Under the 1833 Factory Act, textile mills could not employ children under 9, and children aged 9 to 13 could work no more than 9 hours a day.",
              questions: [
                {
                  prompt: "What was new about the way the 1833 Factory Act was enforced, compared with earlier laws?",
                  answer:
                    "It appointed government factory inspectors to visit mills and check that the rules were obeyed.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "government factory inspectors",
                        says: ["inspector", "inspect", "inspection"],
                        partly: ["check", "visit", "monitor", "enforce"],
                      },
                    ],
                  },
                  hint: "Earlier laws had rules but nobody whose job was to check them. Who might visit a mill to make sure the law was kept?",
                  narrowerHint:
                    "Earlier laws had rules but nobody whose job was to check them. The 1833 Act paid government officials to visit the mills. What were those officials called?",
                  workedStep:
                    "The Act appointed government officials whose whole job was to visit mills and check that the rules were kept. What is the name for such an official?",
                },
                {
                  prompt:
                    "Which 1842 law banned women, girls and boys under 10 from working underground in coal mines?",
                  answer: "The Mines Act of 1842, also called the Mines and Collieries Act.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "the Mines Act",
                        says: ["mine act", "colliery act", "collieries act", "mines and collieries"],
                        partly: ["mine"],
                      },
                    ],
                    wrong: [{ name: "naming the Factory Act", says: ["factory act"] }],
                  },
                  hint: "Like the Factory Act, its name says where its rules applied.",
                  narrowerHint:
                    "Like the Factory Act, its name says where its rules applied: underground, where coal is dug.",
                  workedStep:
                    "The 1842 Act was named after the places it regulated, just as the Factory Act was named after factories. Where did its rules apply, and so what was it called?",
                },
              ],
              misconception: {
                mistake: "Believing child labor began with the Industrial Revolution.",
                correction:
                  "Children had long worked on farms and in family workshops; factories and mines made their work more visible, more regimented and often more dangerous, which led to campaigns and laws.",
              },
            },
          ],
          facts: [
            "The 1851 census was the first to show more people in England and Wales living in towns than in the countryside.",
            "Crowded industrial cities in Britain suffered major cholera epidemics in 1831-1832, 1848-1849 and 1853-1854.",
            "The Factory Act of 1833 banned textile mills from employing children under 9 and appointed factory inspectors.",
            "The Mines Act of 1842 banned women, girls and boys under 10 from working underground.",
            "Trade unions became legal in Britain in 1824, when the Combination Acts were repealed.",
          ],
        },
      ],
    },
    {
      name: "Ancient Civilizations",
      overview:
        "The first civilizations grew up beside great rivers in Mesopotamia, Egypt, the Indus Valley and China, after people learned to farm. They created cities, writing, written laws and governments, ideas that still shape how we live today.",
      warmUpQuestion:
        "What do you think makes a group of people a civilization rather than just a village? Name any ancient civilization you have heard of and one thing you know about it.",
      extensionQuestion:
        "Mesopotamia, Egypt, the Indus Valley and China all grew up beside rivers. Choose two of them and explain how their river shaped their farming, their beliefs or their government, and describe one important way the two civilizations were different.",
      reflectionPrompt:
        "Which achievement of the early civilizations, such as writing, written laws or planned cities, do you think mattered most, and why? What would you like to find out more about?",
      sections: [
        {
          name: "From Farming to Civilization",
          concepts: [
            {
              label: "Neolithic Revolution",
              definition:
                "The change from hunting and gathering to farming and settled village life, which began around 10,000 BCE in the Fertile Crescent of southwest Asia.",
              explanation:
                "When people learned to plant the seeds of wild grasses and to tame animals such as sheep and goats, they could stay in one place and grow more food than they needed. This extra food let populations grow and freed some people to do jobs other than farming. Farming also began independently in other regions, including China, Mesoamerica and the Andes.",
              example:
                "Jericho, near the Jordan River, was a farming settlement with a stone wall and a tall stone tower by about 8000 BCE, making it one of the oldest known towns in the world.",
              questions: [
                {
                  prompt: "Name two crops that the first farmers of the Fertile Crescent grew.",
                  answer: "Wheat and barley.",
                  rubric: {
                    kind: "short",
                    enough: 0.4,
                    ideas: [
                      { name: "wheat", says: ["wheat", "emmer", "einkorn"] },
                      { name: "barley", says: ["barley"] },
                      { name: "lentils", says: ["lentil"] },
                      { name: "peas or chickpeas", says: ["pea", "chickpea"] },
                      { name: "flax", says: ["flax"] },
                    ],
                    wrong: [
                      {
                        name: "naming crops from other parts of the world",
                        says: [
                          "corn",
                          "maize",
                          "rice",
                          "potato",
                          "tomato",
                          "soy",
                          "cocoa",
                          "coffee",
                          "sugar cane",
                          "banana",
                        ],
                      },
                    ],
                  },
                  hint: "Think of the grains that are still used to make bread and to brew beer.",
                  narrowerHint:
                    "Both are grains. One is ground into flour for most of the bread you eat; the other is used to brew beer and to thicken soups.",
                  workedStep:
                    "One of them is wheat, still used for most bread. The other grain is used to make malt and beer. What is it?",
                },
                {
                  prompt:
                    "What do historians call the extra food a farming community grows beyond what its farmers need?",
                  answer: "A surplus; the food surplus fed people who did other jobs and let the population grow.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "a surplus", says: ["surplus"], partly: ["excess", "leftover", "spare", "extra"] }],
                  },
                  hint: "The word is also used for a budget that has money left over, the opposite of a deficit.",
                  narrowerHint:
                    "It is the word for an amount left over beyond what is needed, the opposite of a shortage or a deficit.",
                  workedStep:
                    "A budget with money left over is 'in ____'; the same word is used for extra food. What is it?",
                },
              ],
              misconception: {
                mistake: "Thinking farming was invented once, in one place, and spread everywhere from there.",
                correction:
                  "Farming began independently in several regions, including the Fertile Crescent, China, Mesoamerica and the Andes, each with its own crops.",
              },
            },
            {
              label: "Features of a civilization",
              definition:
                "A complex society with cities, an organized government, specialized jobs, social classes, writing or another system of record keeping, and shared religion and art.",
              explanation:
                "Historians use a checklist of features like these to tell a civilization apart from a farming village. Cities need a government to organize food, water and defense, and full-time workers such as scribes, priests and metalworkers depend on the food that farmers grow.",
              example:
                "The Sumerian city of Uruk, in what is now Iraq, may have had 40,000 or more people by about 3000 BCE, with great temples, a city wall and full-time craftspeople.",
              questions: [
                {
                  prompt:
                    "Which feature of civilization began in Sumer mainly as a way to record goods, taxes and trade?",
                  answer: "Writing, which started as a way of keeping records of goods, taxes and trade.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "writing", says: ["writing", "write", "cuneiform", "script", "written record"] }],
                  },
                  hint: "Think of the skill that scribes spent years learning in school.",
                  narrowerHint:
                    "Scribes spent years at school learning this skill, and the first examples are marks on clay tablets counting grain and sheep. What is the skill?",
                  workedStep:
                    "It is the feature that lets people keep records that outlast anyone's memory, using signs that stand for words and sounds. What is it called?",
                },
                {
                  prompt:
                    "Scribes, priests and metalworkers did not grow their own food. What made it possible for them to work full time at their jobs?",
                  answer:
                    "The surplus food grown by farmers, often collected and handed out by temples or rulers, fed them.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "the surplus food grown by farmers",
                        says: [
                          "surplus",
                          "extra food",
                          "excess food",
                          "spare food",
                          "leftover food",
                          "more food than",
                          "farmer grow",
                          "food from farmer",
                          "enough food",
                          "other people grow",
                        ],
                      },
                    ],
                  },
                  hint: "Think back to what farming produced more of than the farmers themselves could eat.",
                  narrowerHint:
                    "Think about the farmers who fed the city: did they grow only what their own families ate? What do historians call the rest?",
                  workedStep:
                    "Temples and rulers collected it from the farms and handed it out to the people who did not farm. Its name starts with 'sur-'. What is it?",
                },
              ],
              misconception: {
                mistake:
                  "Thinking that a civilization means a society that is better or more advanced in every way than others.",
                correction:
                  "Historians use the word for a particular kind of complex society with cities, government and writing; it is a description, not a judgment that one people was better than another.",
              },
            },
          ],
          facts: [
            "Farming began in the Fertile Crescent of southwest Asia around 10,000 BCE.",
            "Farming developed independently in several regions, including China, Mesoamerica and the Andes.",
            "Food surpluses allowed populations to grow and some people to work full time at jobs other than farming.",
            "Civilizations have cities, organized government, specialized jobs, social classes and writing or record keeping.",
          ],
        },
        {
          name: "Mesopotamia",
          concepts: [
            {
              label: "Sumerian city-states",
              definition:
                "The independent cities of Sumer in southern Mesopotamia, among the first cities in the world, each ruling its own surrounding farmland and worshipping its own patron god from about 3500 BCE.",
              explanation:
                "Mesopotamia means the land between the rivers in Greek, and it lies mostly in modern Iraq. The rivers flooded unpredictably and the summers were dry, so Sumerians dug canals and ditches to bring water to their fields and to control floods. Each city-state, such as Ur or Uruk, had its own ruler and often fought its neighbors over land and water.",
              example:
                "At the center of Ur stood a ziggurat, a huge stepped temple tower of mud brick, built around 2100 BCE for the moon god Nanna.",
              questions: [
                {
                  prompt: "Between which two rivers did Mesopotamian civilization develop?",
                  answer: "Between the Tigris and the Euphrates.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "the Tigris", says: ["tigris"] },
                      { name: "the Euphrates", says: ["euphrates"] },
                    ],
                    wrong: [
                      {
                        name: "naming another river",
                        says: [
                          "nile",
                          "indus",
                          "yellow",
                          "jordan",
                          "ganges",
                          "amazon",
                          "mississippi",
                          "thames",
                          "yangtze",
                        ],
                      },
                    ],
                  },
                  hint: "Both rivers rise in the mountains of eastern Turkey and flow through modern Iraq to the Persian Gulf.",
                  narrowerHint:
                    "One river's name begins with T and the other's with E; both flow through modern Iraq to the Persian Gulf.",
                  workedStep:
                    "One is the Tigris, the eastern river. The western one, on which Babylon stood, begins with E. What is it?",
                },
                {
                  prompt: "Why did Sumerian farmers dig canals and ditches from the rivers?",
                  answer:
                    "To bring river water to their crops in the dry season, which is called irrigation, and to help control floods.",
                  rubric: {
                    kind: "explanation",
                    listCap: 1,
                    enough: 0.8,
                    ideas: [
                      {
                        name: "to bring river water to their crops (irrigation)",
                        says: [
                          "irrigate",
                          "irrigation",
                          "water crop",
                          "water the crop",
                          "water field",
                          "water farm",
                          "water plant",
                          "bring water",
                          "get water",
                          "carry water",
                          "give water",
                          "water to",
                          "water for crop",
                          "water for farm",
                        ],
                      },
                      { name: "to control floods", says: ["flood"], weight: 0.25 },
                    ],
                  },
                  hint: "Southern Mesopotamia gets very little rain. What did the crops need that the rivers had?",
                  narrowerHint:
                    "Southern Mesopotamia gets very little rain. What did the crops need that the canals could bring from the rivers?",
                  workedStep:
                    "The canals carried something from the rivers to the fields during the dry season, and they also helped with the floods. What did they carry?",
                },
              ],
              misconception: {
                mistake: "Thinking Mesopotamia was one united country from the start.",
                correction:
                  "For most of its early history Mesopotamia was divided into rival city-states; it was united only at times, for example under Sargon of Akkad around 2300 BCE and later under Hammurabi of Babylon.",
              },
            },
            {
              label: "Cuneiform",
              definition:
                "The writing system of ancient Mesopotamia, made of wedge-shaped marks pressed into wet clay with a reed stylus; it is one of the earliest known forms of writing, from about 3200 BCE.",
              explanation:
                "Cuneiform began as simple pictures used to count goods such as grain and sheep, and over centuries it turned into a system of signs for words and sounds. Scribes trained for years to learn hundreds of signs. Because the tablets last well, hundreds of thousands survive, from receipts and letters to the Epic of Gilgamesh, a long poem about a king of Uruk who searches for eternal life.",
              example:
                "Many of the earliest tablets from Uruk simply record amounts of barley, sheep and workers' rations, which shows that writing began with bookkeeping rather than with stories.",
              questions: [
                {
                  prompt: "What material did Mesopotamian scribes press their cuneiform signs into?",
                  answer: "They pressed the signs into wet clay, which was then dried or baked into tablets.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "wet clay", says: ["clay", "clay tablet"], partly: ["mud"] }],
                    wrong: [
                      {
                        name: "naming another material",
                        says: ["papyrus", "paper", "stone", "wood", "parchment", "metal"],
                      },
                    ],
                  },
                  hint: "Mesopotamia had almost no stone and few trees, but plenty of river mud.",
                  narrowerHint:
                    "Mesopotamia had almost no stone and few trees, but its rivers left plenty of fine mud. What can be shaped when it is wet and hardens when it is dried or baked?",
                  workedStep:
                    "Scribes pressed a reed into something soft taken from the riverbanks, then dried it in the sun or baked it. Bricks and pots are made of it too. What is it?",
                },
                {
                  prompt:
                    "Name the famous long poem, written in cuneiform, about a king of Uruk who searches for eternal life.",
                  answer: "The Epic of Gilgamesh.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "the Epic of Gilgamesh", says: ["gilgamesh"] }],
                    wrong: [{ name: "naming another poem", says: ["odyssey", "iliad", "beowulf", "aeneid"] }],
                  },
                  hint: "It is called an epic, and it is named after its hero, the king himself.",
                  narrowerHint: "It is called an epic, and it is named after its hero, the king of Uruk himself.",
                  workedStep:
                    "It is called 'the Epic of ...', followed by the name of the king of Uruk who is its hero; his name begins with 'Gil-'. What is the poem?",
                },
              ],
              misconception: {
                mistake: "Thinking cuneiform was a language.",
                correction:
                  "Cuneiform is a script, a way of writing, and it was used to write several different languages, including Sumerian, Akkadian and Hittite.",
              },
            },
            {
              label: "Code of Hammurabi",
              definition:
                "A set of 282 laws issued by King Hammurabi of Babylon around 1754 BCE and carved on a tall stone pillar so that people could see the rules and their punishments.",
              explanation:
                "The laws covered trade, wages, property, family life and crime, and many followed the principle of an eye for an eye. Punishments depended on social class: harming a noble brought a harsher penalty than harming a commoner or an enslaved person. By displaying the laws in public, Hammurabi presented himself as a just king who protected the weak from the strong.",
              example:
                "Law 196 says that if a nobleman puts out the eye of another nobleman, his own eye shall be put out, but law 198 sets only a fine of one mina of silver for putting out the eye of a commoner.",
              questions: [
                {
                  prompt: "Hammurabi was king of which city, which gave its name to his empire?",
                  answer: "Babylon, which gave its name to the Babylonian Empire.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "Babylon", says: ["babylon", "babylonia", "babylonian"] }],
                    wrong: [
                      {
                        name: "naming another city",
                        says: ["ur", "uruk", "akkad", "nineveh", "sumer", "assyria", "athens", "rome"],
                      },
                    ],
                  },
                  hint: "The city stood on the Euphrates, south of modern Baghdad, and later became famous in legend for its hanging gardens.",
                  narrowerHint:
                    "The city stood on the Euphrates, south of modern Baghdad, and its legendary hanging gardens were counted among the wonders of the world.",
                  workedStep: "The city stood on the Euphrates, and its name begins with 'Baby-'. What is it?",
                },
                {
                  prompt: "Did Hammurabi's laws give the same punishment for the same crime to everyone? Explain.",
                  answer:
                    "No. Punishments depended on social class: putting out a nobleman's eye cost the attacker his own eye, but putting out a commoner's eye was punished only by a fine.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "no, punishments were not the same",
                        says: [
                          "no",
                          "not the same",
                          "!same",
                          "different",
                          "depend",
                          "unequal",
                          "!equal",
                          "!fair",
                          "unfair",
                          "vary",
                        ],
                      },
                      {
                        name: "punishments depended on social class",
                        says: [
                          "class",
                          "status",
                          "rank",
                          "noble",
                          "nobleman",
                          "commoner",
                          "rich",
                          "poor",
                          "slave",
                          "enslaved",
                          "caste",
                          "who you be",
                          "social",
                          "wealth",
                        ],
                      },
                    ],
                    wrong: [
                      {
                        name: "saying everyone got the same punishment",
                        says: [
                          "yes",
                          "everyone get the same",
                          "same for everyone",
                          "equal for everyone",
                          "everyone be equal",
                          "all the same",
                          "same punishment for everyone",
                        ],
                      },
                    ],
                  },
                  hint: "Look back at the example laws. Did it matter who had been harmed?",
                  narrowerHint:
                    "Compare two of the laws: what happened to someone who put out a nobleman's eye, and to someone who put out a commoner's eye?",
                  workedStep:
                    "Putting out a nobleman's eye cost the attacker his own eye, but a commoner's eye cost only a fine of silver. So was the punishment the same, and what decided it?",
                },
              ],
              misconception: {
                mistake: "Thinking the Code of Hammurabi was the first written law code.",
                correction:
                  "Older law codes existed, such as the laws of Ur-Nammu from about 2100 BCE; Hammurabi's is the most complete early law code to survive, on a stone pillar now in the Louvre in Paris.",
              },
            },
          ],
          facts: [
            "Mesopotamia lay between the Tigris and Euphrates rivers, mostly in modern Iraq.",
            "Sumerian cities such as Uruk and Ur were among the first cities in the world.",
            "Cuneiform, one of the earliest writing systems, dates from about 3200 BCE.",
            "Hammurabi of Babylon issued his code of 282 laws around 1754 BCE.",
          ],
        },
        {
          name: "Egypt, the Indus Valley and China",
          concepts: [
            {
              label: "Ancient Egypt and the Nile",
              definition:
                "The civilization that grew up along the Nile River in northeast Africa, united under one king around 3100 BCE and ruled by pharaohs for nearly 3,000 years.",
              explanation:
                "Every summer the Nile flooded, and when the water went down the fields it had covered were dark and fertile, so farmers could grow wheat and barley in a narrow green strip surrounded by desert. The Greek historian Herodotus called Egypt the gift of the Nile. Egyptians believed their king, the pharaoh, was a god on earth who kept order, and they built huge tombs and temples for pharaohs and gods.",
              example:
                "The Great Pyramid of Giza, built for the pharaoh Khufu around 2560 BCE, was the tallest structure made by people anywhere in the world for more than 3,800 years.",
              questions: [
                {
                  prompt: "What did the yearly flood of the Nile leave on the fields that made them so fertile?",
                  answer: "A layer of rich black silt, or mud, carried down by the river.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "rich black silt",
                        says: [
                          "silt",
                          "mud",
                          "sediment",
                          "alluvium",
                          "black soil",
                          "rich soil",
                          "fertile soil",
                          "muck",
                        ],
                        partly: ["soil", "nutrient", "dirt"],
                      },
                    ],
                    wrong: [{ name: "naming sand, salt or rock", says: ["sand", "salt", "rock", "stone"] }],
                  },
                  hint: "Egyptians called their land Kemet, the black land, after the color of what the flood left behind.",
                  narrowerHint:
                    "The flood carried fine particles from far upstream and dropped them on the fields as the water went down. Egyptians named their land Kemet, the black land, after them.",
                  workedStep:
                    "It was a layer of very fine, dark particles that the river had carried down and dropped. Its name starts with 'si-' and rhymes with 'built'. What is it?",
                },
                {
                  prompt: "What title did the kings of ancient Egypt hold, and what did Egyptians believe about them?",
                  answer: "They were called pharaohs, and Egyptians believed each pharaoh was a god on earth.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "pharaohs", says: ["pharaoh"] },
                      { name: "a god on earth", says: ["god", "divine", "godlike", "son of ra", "deity", "holy"] },
                    ],
                    wrong: [
                      {
                        name: "thinking they were ordinary people",
                        says: ["ordinary person", "normal person", "normal people", "ordinary people", "just human"],
                      },
                    ],
                  },
                  hint: "The title comes from an Egyptian phrase meaning great house. Think also about whether Egyptians saw their king as an ordinary person.",
                  narrowerHint:
                    "The title comes from an Egyptian phrase meaning 'great house'. Egyptians did not see their king as an ordinary person: what did they believe he was?",
                  workedStep:
                    "Egyptians believed their king was a god on earth. His title, from the Egyptian words for 'great house', begins with 'ph'. What is it?",
                },
                {
                  prompt:
                    "What object, found in Egypt in 1799, allowed scholars to decipher hieroglyphs in 1822, and why was it so useful?",
                  answer:
                    "The Rosetta Stone, because it carries the same decree in hieroglyphs, in demotic script and in ancient Greek, which scholars could already read.",
                  rubric: {
                    kind: "explanation",
                    listCap: 0.8,
                    ideas: [
                      { name: "the Rosetta Stone", says: ["rosetta", "rosetta stone"] },
                      {
                        name: "it repeats the same text in Greek, which scholars could read",
                        says: [
                          "greek",
                          "same text",
                          "same message",
                          "same decree",
                          "same thing",
                          "3 language",
                          "three language",
                          "3 script",
                          "three script",
                          "translation",
                          "translate",
                          "known language",
                          "could read",
                        ],
                      },
                    ],
                  },
                  hint: "It is named after the town where French soldiers found it, and it repeats one text in three scripts, one of which scholars in 1799 already knew well.",
                  narrowerHint:
                    "It is a stone named after the town where French soldiers found it. It repeats one decree in three scripts, and scholars could already read one of them: an ancient European language.",
                  workedStep:
                    "It is the Rosetta Stone. Which of the scripts carved on it did scholars in 1799 already understand, and how did that help them with the hieroglyphs?",
                },
              ],
              misconception: {
                mistake: "Believing the pyramids were built by huge numbers of slaves.",
                correction:
                  "Archaeologists who excavated the workers' town at Giza found that the builders were organized teams of skilled workers and farmers serving in shifts, who were fed, housed and even given medical care.",
              },
            },
            {
              label: "Indus Valley civilization",
              definition:
                "A Bronze Age civilization that flourished along the Indus River and nearby rivers in what is now Pakistan and northwest India, from about 2600 to 1900 BCE, known for its carefully planned cities.",
              explanation:
                "Its largest cities, Harappa and Mohenjo-daro, were laid out on grids with straight streets, and many houses had bathrooms connected to covered drains. Builders used bricks of standard proportions and traders used standard weights, which suggests strong organization. Its script, found on thousands of small seals, has never been deciphered, so much about its rulers and beliefs is still a mystery.",
              example:
                "Mohenjo-daro had a large public pool, now called the Great Bath, lined with tightly fitted bricks and sealed with a layer of natural tar to make it watertight.",
              questions: [
                {
                  prompt: "In which two modern countries are the ruins of the Indus Valley civilization found?",
                  answer: "Pakistan and India.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "Pakistan", says: ["pakistan"] },
                      { name: "India", says: ["india"] },
                    ],
                    wrong: [
                      {
                        name: "naming another country",
                        says: ["afghanistan", "iran", "iraq", "egypt", "china", "bangladesh", "nepal"],
                      },
                    ],
                  },
                  hint: "The Indus River flows through one of these countries to the Arabian Sea, and the other is its large neighbor to the east.",
                  narrowerHint:
                    "The Indus River flows to the Arabian Sea through a country whose capital is Islamabad; its large neighbor to the east has its capital at New Delhi.",
                  workedStep:
                    "Most of the ruins, including Mohenjo-daro, are in Pakistan. The rest are in its large neighbor to the east. Which country is that?",
                },
                {
                  prompt:
                    "Many Indus Valley houses were connected to covered drains that ran along the streets. What does this suggest about how the cities were built?",
                  answer:
                    "It suggests the cities were carefully planned and well organized, with some authority that built and looked after public drains.",
                  rubric: {
                    kind: "explanation",
                    listCap: 1,
                    ideas: [
                      {
                        name: "the cities were carefully planned",
                        says: [
                          "planned",
                          "plan",
                          "planning",
                          "organized",
                          "organised",
                          "organize",
                          "design",
                          "government",
                          "authority",
                          "engineer",
                          "on purpose",
                          "grid",
                          "ruler",
                          "leader",
                        ],
                        partly: ["advanced", "clean", "hygiene", "sanitation", "smart", "rich"],
                      },
                    ],
                    wrong: [
                      {
                        name: "thinking the drains appeared by chance",
                        says: ["accident", "random", "by chance", "unplanned"],
                      },
                    ],
                  },
                  hint: "Could a network of drains along every street appear by accident, one house at a time?",
                  narrowerHint:
                    "A network of drains along every street needs someone to decide where the streets and drains go before the houses are built. What does that tell you about the cities?",
                  workedStep:
                    "Drains running along every street could not appear one house at a time: someone decided on the streets and drains first and built the houses to fit. What word describes a city built that way?",
                },
              ],
              misconception: {
                mistake: "Thinking the earliest civilizations were only in Mesopotamia and Egypt.",
                correction:
                  "The Indus Valley civilization flourished at the same time as Old Kingdom Egypt and covered a larger area than either Egypt or Mesopotamia, with more than 1,000 known settlements.",
              },
            },
            {
              label: "Mandate of Heaven",
              definition:
                "The ancient Chinese belief that heaven gave a ruler the right to rule as long as he governed justly, and took that right away from rulers who were cruel or failed their people.",
              explanation:
                "Chinese civilization grew up along a great river of northern China, named after the color of the fine soil it carries, where the Shang dynasty ruled from about 1600 BCE. Around 1046 BCE the Zhou overthrew the Shang and claimed that heaven had given them the mandate because the last Shang king was wicked. Afterward, floods, famines and rebellions were often read as signs that a dynasty had lost the mandate.",
              example:
                "Shang kings asked their ancestors questions, such as whether a harvest would be good, by heating cattle bones or turtle shells until they cracked; the questions and answers were carved on these oracle bones, which hold the earliest known Chinese writing.",
              questions: [
                {
                  prompt: "Along which river did early Chinese civilization and the Shang dynasty develop?",
                  answer: "Along the Yellow River, the Huang He, in northern China.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "the Yellow River (Huang He)", says: ["yellow", "huang he", "huang ho", "huanghe"] },
                    ],
                    wrong: [
                      {
                        name: "naming another river",
                        says: ["yangtze", "nile", "indus", "tigris", "euphrates", "mekong"],
                      },
                    ],
                  },
                  hint: "The river is named after the color of the fine soil it carries.",
                  narrowerHint:
                    "The river carries so much fine soil, called loess, that its water looks muddy and golden. Its English name is a color. Which one?",
                  workedStep:
                    "The river's English name is the color of its muddy water, of egg yolks and of lemons. Which river is it?",
                },
                {
                  prompt: "Under the Mandate of Heaven, what did a ruler lose if he governed cruelly or badly?",
                  answer:
                    "He lost heaven's approval and with it his right to rule, so he could rightfully be overthrown.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "his right to rule",
                        says: [
                          "right to rule",
                          "right rule",
                          "right to be king",
                          "right to reign",
                          "mandate",
                          "permission",
                          "approval",
                          "support of heaven",
                          "blessing",
                          "favor",
                          "favour",
                          "power",
                          "throne",
                          "crown",
                          "authority",
                          "legitimacy",
                        ],
                        partly: ["rule", "right"],
                      },
                    ],
                    wrong: [
                      {
                        name: "thinking a ruler keeps the mandate forever",
                        says: [
                          "forever",
                          "keep his right",
                          "keep the right",
                          "keep his power",
                          "keep power",
                          "never lose",
                        ],
                        common: true,
                      },
                    ],
                  },
                  hint: "Think about what a ruler needs before his people accept him as their ruler, and who the Chinese believed gave it to him.",
                  narrowerHint:
                    "The Zhou said the last Shang king was wicked, and so heaven had turned against him. What does a king lose when heaven turns against him?",
                  workedStep:
                    "A cruel ruler could be overthrown without any wrong being done, because he had lost what heaven had given him: his '____ to ____'. Fill in the gaps.",
                },
              ],
              misconception: {
                mistake: "Thinking the Mandate of Heaven meant a dynasty would rule forever.",
                correction:
                  "The mandate was conditional: it lasted only as long as rulers governed well, and it was used to explain why dynasties rose and fell.",
              },
            },
          ],
          facts: [
            "Upper and Lower Egypt were united under one king around 3100 BCE.",
            "The Great Pyramid of Giza was built for the pharaoh Khufu around 2560 BCE.",
            "The Indus Valley cities of Harappa and Mohenjo-daro had grid-planned streets and covered drains.",
            "The Shang dynasty, from about 1600 to 1046 BCE, left the earliest known Chinese writing, on oracle bones.",
            "The Zhou used the Mandate of Heaven to justify overthrowing the Shang around 1046 BCE.",
          ],
        },
      ],
    },
  ],
};

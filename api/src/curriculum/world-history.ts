import type { CuratedSubject } from "./types";

export const worldHistory: CuratedSubject = {
  name: "World History",
  aliases: ["History", "Global History", "World Civilizations", "Modern World History"],
  outline: [
    "Ancient Civilizations",
    "Classical Greece and Rome",
    "The Middle Ages",
    "The Renaissance and Reformation",
    "The Age of Exploration",
    "The Industrial Revolution",
    "World War I",
    "World War II and Its Aftermath",
  ],
  topics: [
    {
      name: "The Industrial Revolution",
      overview:
        "Between about 1760 and 1840, machines, steam power and factories changed how goods were made, first in Britain and then around the world. It reshaped where people lived, how they worked, and how they were governed.",
      warmUpQuestion:
        "Think about the clothes you are wearing. How do you think clothes were made before there were factories and machines?",
      extensionQuestion:
        "Some historians compare the Industrial Revolution with today's digital revolution. Pick one way the two are alike and one way they differ, and explain your thinking.",
      reflectionPrompt:
        "What do you think was the most important change the Industrial Revolution brought to ordinary people's lives, and why? What would you still like to find out?",
      sections: [
        {
          name: "Origins in Britain",
          concepts: [
            {
              label: "Industrial Revolution",
              definition: "The shift, beginning in Britain in the 18th century, from making goods by hand at home to making them with machines in factories, powered first by water and then by steam.",
              explanation:
                "Before it, most people lived in the countryside and made goods by hand. Over a few generations, new machines and new sources of power let far fewer workers produce far more, and the change spread from Britain to Europe, North America and beyond.",
              example: "A hand spinner made one thread at a time; by the 1770s a spinning machine in a mill could spin dozens of threads at once.",
              questions: [
                {
                  prompt: "In which country did the Industrial Revolution begin?",
                  answer: "It began in Great Britain.",
                  keyTerms: ["britain"],
                  hint: "It was an island nation with plenty of coal, a large navy and a growing trading empire.",
                },
                {
                  prompt: "In which century did the Industrial Revolution begin?",
                  answer: "It began in the 18th century, around 1760.",
                  keyTerms: ["18th century"],
                  hint: "Think of the century that also saw the American Revolution.",
                },
              ],
              misconception: {
                mistake: "Thinking the Industrial Revolution was a single event that happened in one year.",
                correction: "It was a long process of change that unfolded over roughly 80 years and kept spreading afterwards.",
              },
            },
            {
              label: "Why Britain industrialised first",
              definition: "A combination of causes: plentiful coal and iron ore, rivers and ports for transport, capital from trade, and a supply of workers freed from farming.",
              explanation:
                "No single cause explains it. Britain had the fuel and metal machines needed, money from overseas trade to invest, banks and laws that protected inventors, and, after farming changed, many people looking for work in towns.",
              example: "Coal mines in northern England sat close to iron ore and to rivers and canals, so fuel, metal and goods could move cheaply.",
              questions: [
                {
                  prompt: "Name one natural resource that helped Britain industrialise first.",
                  answer: "Coal, which fuelled steam engines and iron-making (iron ore was another).",
                  keyTerms: ["coal"],
                  hint: "Steam engines needed a fuel that was dug out of the ground.",
                },
                {
                  prompt: "How did the enclosure of farmland help supply workers for the new factories?",
                  answer: "Enclosure pushed many small farmers off the land, so they moved to towns looking for work in factories.",
                  keyTerms: ["land"],
                  hint: "Think about what happened to families who farmed shared fields once those fields were fenced off for large farms.",
                },
              ],
              misconception: {
                mistake: "Believing Britain industrialised first simply because its people were cleverer than others.",
                correction: "Historians point to conditions, not cleverness: resources, trade, capital, transport, laws and a workforce came together there first.",
              },
            },
          ],
          facts: [
            "The Industrial Revolution began in Britain around 1760.",
            "Britain had large supplies of coal and iron ore.",
            "Enclosure pushed many rural families to look for work in towns.",
            "Industrialisation spread from Britain to Europe and North America in the 19th century.",
          ],
        },
        {
          name: "Inventions and the Factory System",
          concepts: [
            {
              label: "Steam engine",
              definition: "A machine that burns fuel to boil water and uses the steam's pressure to make motion; James Watt's improvements from 1769 made it efficient enough to power factories.",
              explanation:
                "Early steam engines pumped water out of mines but wasted a lot of fuel. Watt added a separate condenser, which saved fuel, and later designs turned wheels, so factories no longer had to be built beside fast rivers.",
              example: "By the 1830s, steam locomotives such as Stephenson's Rocket were pulling trains between Liverpool and Manchester.",
              questions: [
                {
                  prompt: "Whose improvements made the steam engine efficient enough to power factories?",
                  answer: "James Watt's improvements, starting with his separate condenser in 1769.",
                  keyTerms: ["watt"],
                  hint: "A unit of power, used on light bulbs today, is named after him.",
                },
                {
                  prompt: "What fuel did most early steam engines burn?",
                  answer: "Coal.",
                  keyTerms: ["coal"],
                  hint: "It is the same resource Britain had plenty of underground.",
                },
              ],
              misconception: {
                mistake: "Thinking James Watt invented the first steam engine.",
                correction: "Steam engines already existed, such as Newcomen's from 1712; Watt made them far more efficient.",
              },
            },
            {
              label: "Factory system",
              definition: "A way of producing goods in which many workers operate machines in one building, for wages, under set hours and supervision.",
              explanation:
                "Instead of families spinning and weaving at home, owners brought workers and machines together in mills. Work was divided into small repeated tasks, ruled by the clock, and paid by the hour or the piece.",
              example: "Richard Arkwright's cotton mill at Cromford, opened in 1771, ran water-powered spinning machines with hundreds of workers on shifts.",
              questions: [
                {
                  prompt: "What is the factory system? Describe it in your own words.",
                  answer: "Making goods in large buildings with machines, run by many paid workers on set hours, instead of by hand at home.",
                  keyTerms: ["machines"],
                  hint: "Compare a family spinning thread in their cottage with hundreds of people working in one mill.",
                },
                {
                  prompt: "Which industry was the first to use factories on a large scale?",
                  answer: "The textile industry, especially spinning and weaving cotton.",
                  keyTerms: ["textile"],
                  hint: "The first mills made cloth: think about what cloth is made from and what the industry is called.",
                },
              ],
              misconception: {
                mistake: "Assuming factory workers were better paid and had easier lives than workers at home.",
                correction: "Factory work often meant long hours, strict rules and dangerous machines, although it could pay more regularly than farm work.",
              },
            },
          ],
          facts: [
            "James Watt patented his separate condenser in 1769.",
            "Textiles were the first industry to use factories on a large scale.",
            "Steam power meant factories no longer had to be beside rivers.",
            "The Liverpool and Manchester Railway opened in 1830.",
          ],
        },
        {
          name: "Effects on Society",
          concepts: [
            {
              label: "Urbanisation",
              definition: "The growth of towns and cities as people move to them from the countryside, often to find work.",
              explanation:
                "Factories drew workers to towns faster than houses, drains and clean water could be built. Cities grew crowded and unhealthy, and diseases such as cholera spread, until reforms brought sewers, clean water and building rules.",
              example: "Manchester grew from about 25,000 people in the 1770s to more than 300,000 by 1851.",
              questions: [
                {
                  prompt: "By 1851, about what share of Britain's people lived in towns and cities: a quarter, a half, or three quarters?",
                  answer: "About a half: the 1851 census was the first to show more people living in towns than in the countryside.",
                  keyTerms: ["half"],
                  hint: "This was the first census in which town dwellers just outnumbered country dwellers.",
                },
                {
                  prompt: "Give one problem caused by fast-growing industrial cities.",
                  answer: "Overcrowded housing and poor sanitation, which spread diseases such as cholera.",
                  keyTerms: ["disease"],
                  hint: "Think about what happens to health when many families share one water pump and there are no sewers.",
                },
              ],
              misconception: {
                mistake: "Thinking that everyone who moved to the cities became richer straight away.",
                correction: "Many city workers lived in poverty and poor housing; living standards for most improved only slowly, over decades.",
              },
            },
            {
              label: "Child labour and reform",
              definition: "The employment of children in mines and factories, and the laws that gradually limited it, beginning with the Factory Act of 1833.",
              explanation:
                "Children were cheap to employ and small enough to work under machines, often for twelve hours or more a day. Reformers, doctors and workers campaigned, and Parliament passed laws that set minimum ages and maximum hours and sent inspectors to enforce them.",
              example: "The 1833 Factory Act banned textile mills from employing children under 9 and limited children aged 9 to 13 to nine hours a day.",
              questions: [
                {
                  prompt: "Which 1833 British law limited the hours children could work in textile factories?",
                  answer: "The Factory Act of 1833.",
                  keyTerms: ["factory act"],
                  hint: "Its name says where the rules applied and what kind of law it was.",
                },
                {
                  prompt: "Under the 1833 Factory Act, what was the minimum age for working in a textile mill? Answer with a number.",
                  answer: "9 years old: children under 9 could not be employed in textile mills.",
                  keyTerms: ["9"],
                  hint: "It was younger than the age at which children leave primary school today.",
                },
              ],
              misconception: {
                mistake: "Believing child labour began with the Industrial Revolution.",
                correction: "Children had long worked on farms and in family workshops; factories made their work more visible and often more dangerous, which led to laws.",
              },
            },
          ],
          facts: [
            "The 1851 census showed that more people lived in towns than in the countryside for the first time.",
            "Crowded industrial cities suffered outbreaks of cholera.",
            "The Factory Act of 1833 banned textile mills from employing children under 9.",
            "Factory inspectors were appointed to enforce the 1833 Act.",
          ],
        },
      ],
    },
  ],
};

import type { CuratedSubject } from "./types";

export const cellBiology: CuratedSubject = {
  name: "Cell Biology",
  aliases: ["Biology", "Cells", "Cell Bio", "Cellular Biology", "Biology of the Cell", "Intro to Biology"],
  outline: [
    "Cell Theory and Microscopes",
    "Molecules of Life",
    "Cell Structure and Organelles",
    "Cell Membrane and Transport",
    "Enzymes and Metabolism",
    "Photosynthesis and Cellular Respiration",
    "DNA and Protein Synthesis",
    "The Cell Cycle and Mitosis",
    "Meiosis and Genetic Variation",
  ],
  topics: [
    {
      name: "Cell Structure and Organelles",
      overview:
        "Every living thing is made of cells, and inside each cell are smaller structures, many of them called organelles, that each do a particular job. Knowing these parts explains how a cell stays alive, builds what it needs and gets its energy.",
      warmUpQuestion:
        "If you could shrink down and look inside one of your own cells, what do you think you would find there? Anything you remember, even just a name or two, is a good start.",
      extensionQuestion:
        "Muscle cells contain far more mitochondria than most other cells, and pancreas cells that make digestive enzymes are packed with rough endoplasmic reticulum. Pick one of these cells and explain how its structure fits the job it does.",
      reflectionPrompt:
        "Which organelle do you now find easiest to explain, and which one is still a bit confusing? Try describing, in your own words, how two organelles work together.",
      sections: [
        {
          name: "Prokaryotic and Eukaryotic Cells",
          concepts: [
            {
              label: "Prokaryotic cell",
              definition:
                "A cell with no nucleus and no membrane-bound organelles, whose DNA lies in the cytoplasm. Bacteria and archaea are prokaryotes.",
              explanation:
                "Prokaryotic cells are small and simple, usually only a few micrometers long, and the two groups of living things made of them are bacteria and archaea. They have no nucleus, yet they still have DNA, usually a single loop, and they still have a cell membrane, ribosomes and, in most, a cell wall around the outside.",
              example:
                "The bacterium Escherichia coli, which lives in your gut, is a single prokaryotic cell about 2 micrometers long, so about 500 of them lined up end to end would stretch just 1 millimeter.",
              questions: [
                {
                  prompt:
                    "A prokaryotic cell has no nucleus. In which part of the cell is its DNA found, and what is that region called?",
                  answer: "The DNA is found in the cytoplasm, in a region called the nucleoid.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      {
                        name: "the cytoplasm",
                        says: [
                          "cytoplasm",
                          "cytosol",
                          "jelly",
                          "cell fluid",
                          "fluid of the cell",
                          "fluid inside the cell",
                        ],
                      },
                      { name: "the nucleoid", says: ["nucleoid"] },
                    ],
                    wrong: [
                      {
                        name: "putting the DNA in a nucleus",
                        says: ["in nucleus", "inside nucleus", "call nucleus", "nucleus region", "region nucleus"],
                      },
                      { name: "thinking prokaryotes have no DNA", says: ["!dna"], common: true },
                    ],
                  },
                  hint: "If there is no nucleus to hold the DNA, it must be somewhere in the jelly-like fluid that fills the cell. The region's name sounds a little like the word nucleus.",
                  narrowerHint:
                    "Every cell is filled with a jelly-like fluid whose name starts with 'cyto-', meaning cell, and with no nucleus the DNA simply sits in it. The region's name is the start of the word nucleus with '-oid', meaning 'like', on the end.",
                  workedStep:
                    "The DNA lies in the cytoplasm, the jelly-like fluid that fills the cell. Now the region: its name means 'like a nucleus'. What is it called?",
                },
                {
                  prompt: "Which two groups of living things are made of prokaryotic cells?",
                  answer: "Bacteria and archaea are made of prokaryotic cells.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "bacteria", says: ["bacteria", "bacterium", "bacterial"] },
                      { name: "archaea", says: ["archaea", "archaean", "archaebacteria", "archaebacterium", "archea"] },
                    ],
                    wrong: [
                      {
                        name: "naming eukaryotes or viruses",
                        says: ["fungi", "fungus", "plant", "animal", "protist", "virus", "yeast"],
                      },
                    ],
                  },
                  hint: "One group includes the microbes that cause strep throat and help make yogurt; the other group is less familiar and includes microbes that live in hot springs.",
                  narrowerHint:
                    "The familiar group includes E. coli and the microbes in yogurt. The other group's name comes from the Greek word for ancient, and many of its members live in hot springs and salt lakes.",
                  workedStep:
                    "One group is the bacteria. The other, often found in hot springs and very salty lakes, has a name that begins with 'arch-'. What is it?",
                },
                {
                  prompt:
                    "A cell has ribosomes, a cell membrane and a cell wall, but no nucleus and no mitochondria. Is it prokaryotic or eukaryotic? Explain.",
                  answer:
                    "It is prokaryotic, because it has no nucleus and no membrane-bound organelles such as mitochondria.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "prokaryotic",
                        says: ["prokaryotic", "prokaryote"],
                        partly: ["!eukaryotic", "!eukaryote"],
                      },
                      {
                        name: "it has no nucleus",
                        says: ["!nucleus", "!membrane bound", "!organelle", "!mitochondria"],
                      },
                    ],
                    wrong: [{ name: "calling it eukaryotic", says: ["eukaryotic", "eukaryote"] }],
                  },
                  hint: "Ribosomes, a membrane and a wall can be found in both kinds of cell. Which missing structure decides the answer?",
                  narrowerHint:
                    "Only one kind of cell keeps its DNA inside a membrane-bound compartment and has organelles with membranes, such as mitochondria. This cell has neither. Which kind is it?",
                  workedStep:
                    "The deciding structure is the one that holds the DNA in a eukaryotic cell, and this cell does not have it. So which kind of cell is it, and which missing structure tells you?",
                },
              ],
              misconception: {
                mistake: "Thinking prokaryotes have no DNA because they have no nucleus.",
                correction:
                  "Every cell has DNA. In prokaryotes it is simply not enclosed in a nucleus; it lies in the nucleoid region of the cytoplasm.",
              },
            },
            {
              label: "Eukaryotic cell",
              definition:
                "A cell whose DNA is enclosed in a nucleus and which contains membrane-bound organelles. Animals, plants, fungi and protists are made of eukaryotic cells.",
              explanation:
                "Eukaryotic cells are usually about 10 to 100 micrometers across, often ten or more times wider than a typical bacterium. Internal membranes divide them into compartments, so different jobs can happen in different places at the same time, much like the rooms of a house.",
              example:
                "Stain a few cells scraped from the inside of your cheek and look at them under a light microscope: each one shows a dark, round spot near its middle.",
              questions: [
                {
                  prompt: "Are the cells in your body prokaryotic or eukaryotic, and which structure tells you?",
                  answer:
                    "They are eukaryotic, because they keep their DNA inside a nucleus and have membrane-bound organelles.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      {
                        name: "eukaryotic",
                        says: ["eukaryotic", "eukaryote"],
                        partly: ["!prokaryotic", "!prokaryote"],
                      },
                      {
                        name: "the nucleus",
                        says: ["?nucleus"],
                        partly: ["membrane bound organelle", "organelle", "mitochondria"],
                      },
                    ],
                    wrong: [{ name: "calling our cells prokaryotic", says: ["prokaryotic", "prokaryote"] }],
                  },
                  hint: "Ask yourself where your own cells keep their DNA.",
                  narrowerHint:
                    "Your cells keep their DNA inside a membrane-bound structure. Which kind of cell has one, and what is the structure called?",
                  workedStep:
                    "The structure is the nucleus, which holds the DNA of your cells. Which kind of cell has one: the kind whose name means 'true nucleus', or the kind whose name means 'before the nucleus'?",
                },
                {
                  prompt:
                    "Yeast is a fungus that lives as single cells, and each cell has a nucleus. Is yeast a prokaryote or a eukaryote?",
                  answer:
                    "Yeast is a eukaryote, because its cells have a nucleus, even though each yeast is just one cell.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "a eukaryote",
                        says: ["eukaryote", "eukaryotic"],
                        partly: ["!prokaryote", "!prokaryotic"],
                      },
                    ],
                    wrong: [
                      {
                        name: "calling yeast a prokaryote because it is single-celled",
                        says: ["prokaryote", "prokaryotic"],
                        common: true,
                      },
                    ],
                  },
                  hint: "What decides the kind of cell is whether it has a nucleus, not how many cells the organism has.",
                  narrowerHint:
                    "Forget that yeast is one cell: the only thing that decides is whether its cells have a nucleus. They do. Which group has cells with a nucleus?",
                  workedStep:
                    "Prokaryotes, such as bacteria, have no nucleus. Yeast cells do have one, so yeast belongs to the other group. Which group is that?",
                },
              ],
              misconception: {
                mistake: "Believing that all single-celled organisms are prokaryotes.",
                correction:
                  "Many single-celled organisms, such as yeast and amoebas, are eukaryotes with a nucleus. Being single-celled is about how many cells an organism has, not about what kind of cell it is.",
              },
            },
          ],
          facts: [
            "Cell theory states that all living things are made of cells, the cell is the basic unit of life, and all cells come from existing cells.",
            "Prokaryotic cells have no nucleus; their DNA lies in the cytoplasm.",
            "Bacteria and archaea are prokaryotes; animals, plants, fungi and protists are eukaryotes.",
            "All cells have a cell membrane, cytoplasm, ribosomes and DNA.",
            "Most prokaryotic cells are a few micrometers long, while eukaryotic cells are typically 10 to 100 micrometers across.",
          ],
        },
        {
          name: "Organelles That Make Proteins",
          concepts: [
            {
              label: "Nucleus",
              definition:
                "The membrane-bound organelle that holds a eukaryotic cell's DNA and controls the cell's activities by controlling which proteins it makes.",
              explanation:
                "The nucleus is wrapped in a double membrane called the nuclear envelope, dotted with tiny openings that let molecules in and out. The DNA inside carries the instructions for making proteins, and copies of those instructions, called messenger RNA, leave through the openings. A dense region inside, the nucleolus, makes the parts of ribosomes.",
              example:
                "Mature red blood cells in mammals lose their nucleus as they develop. This leaves more room for hemoglobin to carry oxygen, but it means they cannot divide or repair themselves, so each one lasts only about 120 days.",
              questions: [
                {
                  prompt:
                    "Which organelle holds a eukaryotic cell's DNA, and what are the openings in its double membrane called?",
                  answer: "The nucleus holds the DNA, and the openings in its membrane are called nuclear pores.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "the nucleus", says: ["nucleus", "nuclei"] },
                      { name: "nuclear pores", says: ["pore"], partly: ["hole", "gap", "channel"] },
                    ],
                    wrong: [
                      {
                        name: "naming another organelle",
                        says: ["nucleolus", "mitochondria", "ribosome", "golgi", "nucleoid", "chloroplast"],
                      },
                    ],
                  },
                  hint: "The organelle is often called the control center of the cell. The openings work like tiny doorways, and their name is the same word as the tiny openings in your skin.",
                  narrowerHint:
                    "The organelle is the one this part of the lesson is about. For the openings, think of the tiny holes in your skin that sweat comes out of: what are they called?",
                  workedStep:
                    "The organelle is the nucleus. The openings in its envelope share their name with the tiny openings in your skin. What is that word?",
                },
                {
                  prompt: "Mature human red blood cells have no nucleus. Why can they not divide to make new cells?",
                  answer: "Without a nucleus they have no DNA, and a cell must copy its DNA before it can divide.",
                  rubric: {
                    kind: "explanation",
                    listCap: 0.8,
                    ideas: [
                      {
                        name: "they have no DNA",
                        says: [
                          "!dna",
                          "!genetic material",
                          "!gene",
                          "!chromosome",
                          "!genetic information",
                          "!instruction",
                        ],
                        partly: ["!nucleus"],
                      },
                      {
                        name: "a cell must copy its DNA before it can divide",
                        says: ["copy", "replicate", "duplicate", "need dna", "dna to divide", "dna need"],
                        weight: 0.25,
                      },
                    ],
                  },
                  hint: "Think about what the nucleus contains and what a cell has to copy before it splits in two.",
                  narrowerHint:
                    "Before a cell divides, it must copy something so that each new cell gets its own set. That something is kept in the nucleus. What is it?",
                  workedStep:
                    "Before splitting, a cell copies its genetic instructions so that each new cell gets a full set, and those instructions are kept in the nucleus. So what does a cell with no nucleus lack?",
                },
              ],
              misconception: {
                mistake: "Thinking the nucleus makes the cell's proteins itself.",
                correction:
                  "The nucleus holds the instructions; the proteins are built by ribosomes outside the nucleus.",
              },
            },
            {
              label: "Ribosomes",
              definition:
                "Tiny structures, made of RNA and protein, that build proteins by joining amino acids together in the order set by the genetic instructions.",
              explanation:
                "Ribosomes read a messenger RNA copy of a gene and link small building blocks into a chain, which then folds into a working protein. They are not surrounded by a membrane, which is why even prokaryotes have them. In eukaryotic cells some float free in the cytoplasm and others sit on the rough endoplasmic reticulum.",
              example:
                "Ribosomes in certain cells of your pancreas build insulin, the protein hormone that lowers the level of sugar in your blood.",
              questions: [
                {
                  prompt: "Which structures build proteins, and what small molecules do they join together to do it?",
                  answer: "Ribosomes build proteins by joining amino acids together into chains.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "ribosomes", says: ["ribosome"] },
                      { name: "amino acids", says: ["amino acid", "amino"], partly: ["acid"] },
                    ],
                    wrong: [
                      {
                        name: "naming another organelle as the protein builder",
                        says: ["golgi", "mitochondria", "nucleus build", "nucleus make"],
                      },
                    ],
                  },
                  hint: "They are the smallest structures in the cell, and some of them sit on the rough ER. The building blocks of proteins are a kind of acid.",
                  narrowerHint:
                    "The structures are the ones this part of the lesson is about. For the building blocks, think of the small molecules that proteins in your food are broken down into: they are a kind of acid.",
                  workedStep:
                    "Ribosomes are the structures that build proteins. The small molecules they join are called '____ acids'. What goes in the gap?",
                },
                {
                  prompt: "Prokaryotic cells have no membrane-bound organelles. Why do they still have ribosomes?",
                  answer:
                    "Ribosomes are not surrounded by a membrane, so they are not membrane-bound organelles, and every cell needs ribosomes to make its proteins.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "ribosomes have no membrane around them",
                        says: ["!membrane", "!membrane bound", "not membrane bound", "!surround", "!organelle"],
                      },
                      { name: "every cell needs ribosomes to make proteins", says: ["protein"] },
                    ],
                    wrong: [
                      {
                        name: "thinking ribosomes are only in eukaryotes",
                        says: ["only in eukaryote", "only eukaryote"],
                        common: true,
                      },
                    ],
                  },
                  hint: "Think about two things: whether ribosomes have a boundary around them, and what every living cell needs to build.",
                  narrowerHint:
                    "Two facts work together here: ribosomes have no membrane around them, and every cell needs what ribosomes make. What do they make?",
                  workedStep:
                    "Ribosomes have no membrane around them, so prokaryotes are allowed to have them. Now add the second reason: what would a cell without ribosomes be unable to build?",
                },
              ],
              misconception: {
                mistake: "Thinking ribosomes are found only in animal cells, or only in eukaryotes.",
                correction:
                  "Every cell, prokaryotic or eukaryotic, plant or animal, has ribosomes, because every cell has to make proteins.",
              },
            },
            {
              label: "Endoplasmic reticulum and Golgi apparatus",
              definition:
                "The endoplasmic reticulum (ER) is a network of membrane channels where proteins and lipids are made and processed; the Golgi apparatus modifies, sorts and packages them into vesicles for delivery.",
              explanation:
                "The ER comes in two forms that look different under an electron microscope: rough ER has a bumpy surface and smooth ER does not. Rough ER folds the proteins made on its surface, while smooth ER makes other molecules the cell needs, such as the ones its membranes are built from. The finished proteins travel on to the Golgi apparatus, which modifies them and labels them for their destination, like a post office.",
              example:
                "A digestive enzyme made in the pancreas is folded in the rough ER, finished in the Golgi apparatus and finally carried to the cell membrane, where it is released.",
              questions: [
                {
                  prompt: "What is the difference between rough ER and smooth ER?",
                  answer:
                    "Rough ER has ribosomes on its surface and processes proteins, while smooth ER has no ribosomes and makes lipids.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      { name: "rough ER has ribosomes", says: ["ribosome", "bumpy", "bump", "dot"] },
                      {
                        name: "smooth ER makes lipids",
                        says: ["lipid", "fat", "phospholipid", "oil", "steroid", "hormone"],
                      },
                    ],
                    roles: {
                      first: { marks: ["rough"], ideas: ["rough ER has ribosomes"] },
                      second: { marks: ["smooth"], ideas: ["smooth ER makes lipids"] },
                    },
                  },
                  hint: "Think about why one type looks rough under an electron microscope, and what the other type makes instead of proteins.",
                  narrowerHint:
                    "Rough ER looks bumpy because tiny protein-building structures sit on it. Smooth ER has none, and it makes the molecules that membranes are built from. Name both things.",
                  workedStep:
                    "Rough ER is rough because ribosomes sit on its surface. Smooth ER has none, and instead of proteins it makes the kind of molecule that membranes are built from. What is that group of molecules called?",
                },
                {
                  prompt: "Which organelle modifies, sorts and packages proteins, and in what does it send them off?",
                  answer:
                    "The Golgi apparatus modifies, sorts and packages proteins, and it sends them off in vesicles.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      {
                        name: "the Golgi apparatus",
                        says: ["golgi", "golgi apparatus", "golgi body", "golgi complex"],
                      },
                      { name: "vesicles", says: ["vesicle"], partly: ["bubble", "sac"] },
                    ],
                    wrong: [
                      {
                        name: "naming another organelle as the packager",
                        says: ["lysosome", "ribosome package", "nucleus package", "vacuole"],
                      },
                    ],
                  },
                  hint: "This organelle is often compared to a post office. What small membrane bubbles carry materials around the cell?",
                  narrowerHint:
                    "The organelle is the cell's post office, named after the Italian scientist Camillo Golgi. The bubbles it sends are small membrane sacs: what are they called?",
                  workedStep:
                    "The Golgi apparatus modifies and packages proteins. It sends them off in small membrane bubbles whose name starts with 'ves-'. What are they called?",
                },
              ],
              misconception: {
                mistake: "Thinking the Golgi apparatus makes proteins.",
                correction:
                  "Proteins are made by ribosomes; the Golgi apparatus receives them, modifies them and packages them for where they need to go.",
              },
            },
          ],
          facts: [
            "The nucleus is surrounded by a double membrane, the nuclear envelope, which has nuclear pores.",
            "Ribosomes build proteins from amino acids and are found in every cell.",
            "Rough ER has ribosomes on its surface; smooth ER makes lipids.",
            "The Golgi apparatus modifies, sorts and packages proteins into vesicles.",
          ],
        },
        {
          name: "Energy, Support and Storage",
          concepts: [
            {
              label: "Mitochondria",
              definition:
                "Organelles where most of aerobic respiration takes place, releasing energy from food molecules such as glucose and storing it in the molecule ATP.",
              explanation:
                "Mitochondria use oxygen to break down food molecules and capture their energy in a small energy-carrying molecule, which the cell spends to power its work. Each has a double membrane, and the inner one is folded into ridges called cristae that give more surface for the reactions. Cells that use a lot of energy, such as muscle cells, contain many mitochondria.",
              example:
                "A heart muscle cell, which contracts about 100,000 times a day, contains thousands of mitochondria that take up roughly a third of its volume.",
              questions: [
                {
                  prompt:
                    "Which organelle releases most of the energy from glucose, and in what molecule does it store that energy?",
                  answer: "The mitochondria release the energy through aerobic respiration and store it in ATP.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "the mitochondria", says: ["mitochondria", "mitochondrion", "mitochondrial"] },
                      { name: "ATP", says: ["atp", "adenosine triphosphate"] },
                    ],
                    wrong: [{ name: "naming the chloroplast", says: ["chloroplast"] }],
                  },
                  hint: "This organelle is nicknamed the powerhouse of the cell, and the energy-carrying molecule has a three-letter short name.",
                  narrowerHint:
                    "The organelle is the one this part of the lesson is about. The energy molecule's short name has three letters, and the last two stand for 'triphosphate'.",
                  workedStep:
                    "The organelle is the mitochondria, the powerhouse of the cell. The energy is stored in the molecule every cell spends to power its work, known by three capital letters. Which molecule is it?",
                },
                {
                  prompt:
                    "Sperm cells have many mitochondria packed around the base of the tail. What do these mitochondria provide for the tail?",
                  answer: "They provide energy, in the form of ATP, to power the tail so the sperm can swim.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "energy (ATP) to move the tail", says: ["energy", "atp", "power", "fuel"] }],
                    wrong: [
                      {
                        name: "naming food, oxygen or DNA as what they provide",
                        says: ["provide food", "provide oxygen", "provide dna", "give dna", "give food"],
                      },
                    ],
                  },
                  hint: "Think about what the tail has to do all the way to the egg, and what doing that requires.",
                  narrowerHint:
                    "The tail has to beat again and again all the way to the egg. What does any movement like that use up?",
                  workedStep:
                    "Mitochondria release something from glucose that the tail needs in order to move. It is what you get from your food and use up when you run. What is it?",
                },
              ],
              misconception: {
                mistake: "Saying that mitochondria create energy.",
                correction:
                  "Energy cannot be created or destroyed. Mitochondria transfer energy that is stored in food molecules such as glucose into ATP, a form the cell can use.",
              },
            },
            {
              label: "Chloroplasts",
              definition:
                "Green organelles in plant and algal cells where photosynthesis takes place, using the pigment chlorophyll to capture light energy.",
              explanation:
                "Chloroplasts capture light energy and use it to make glucose from carbon dioxide and water, releasing oxygen as a by-product. Inside, stacks of flattened membrane discs called thylakoids hold the green pigment that absorbs the light. Chloroplasts are found in the green parts of a plant, especially the cells of leaves.",
              example:
                "A single cell from the upper layer of a leaf can contain dozens of chloroplasts, while most root cells, which grow underground in the dark, contain none.",
              questions: [
                {
                  prompt: "Which organelle carries out photosynthesis, and what green pigment inside it absorbs light?",
                  answer: "The chloroplast carries out photosynthesis, and the pigment chlorophyll absorbs the light.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "the chloroplast", says: ["chloroplast"] },
                      { name: "chlorophyll", says: ["chlorophyll"] },
                    ],
                    wrong: [{ name: "naming the mitochondria", says: ["mitochondria"] }],
                  },
                  hint: "Both names begin with the same Greek word for pale green.",
                  narrowerHint:
                    "The organelle is the one this part of the lesson is about. The pigment's name starts the same way, with 'chloro-', meaning pale green, and ends with a Greek word meaning leaf.",
                  workedStep:
                    "The organelle is the chloroplast. The pigment's name joins 'chloro-', pale green, to 'phyll', from the Greek word for leaf. Put the two together.",
                },
                {
                  prompt: "What are the raw materials and the products of photosynthesis in a chloroplast?",
                  answer: "The raw materials are carbon dioxide and water, and the products are glucose and oxygen.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "carbon dioxide", says: ["carbon dioxide", "co2"] },
                      { name: "water", says: ["water", "h2o"] },
                      { name: "glucose", says: ["glucose", "sugar", "c6h12o6"] },
                      { name: "oxygen", says: ["oxygen", "o2"] },
                    ],
                    roles: {
                      first: {
                        marks: ["raw material", "reactant", "input", "ingredient"],
                        ideas: ["carbon dioxide", "water"],
                      },
                      second: { marks: ["product", "output", "result"], ideas: ["glucose", "oxygen"] },
                      forward: [
                        "make",
                        "produce",
                        "into",
                        "give",
                        "become",
                        "turn into",
                        "create",
                        "form",
                        "yield",
                        "→",
                        "release",
                      ],
                      backward: [
                        "make from",
                        "come from",
                        "produce from",
                        "form from",
                        "make out of",
                        "make using",
                        "make with",
                      ],
                    },
                  },
                  hint: "One raw material comes in from the air and one from the soil. Of the two products, the plant keeps one as food and releases the other into the air.",
                  narrowerHint:
                    "Raw materials: a gas the plant takes in through its leaves and a liquid its roots draw from the soil. Products: a sugar the plant keeps and a gas it releases.",
                  workedStep:
                    "The raw materials are carbon dioxide and water. Now the products: a sugar the plant keeps as food, and a gas it releases that you breathe in.",
                },
              ],
              misconception: {
                mistake: "Believing plant cells have chloroplasts instead of mitochondria.",
                correction:
                  "Plant cells have both. Chloroplasts make glucose using light, and mitochondria release the energy from that glucose, day and night.",
              },
            },
            {
              label: "Cell wall and central vacuole",
              definition:
                "The cell wall is a rigid layer outside the cell membrane that supports and protects the cell; the large central vacuole of a plant cell is a membrane-bound sac that stores water and helps keep the cell firm.",
              explanation:
                "Plants, fungi and bacteria all have cell walls, but each builds its walls from a different tough material. When the central vacuole is full of water it pushes the cell outward against its wall, like a balloon blown up inside a box, and this turgor pressure keeps the plant upright. Animal cells have no cell wall, so they can change shape.",
              example:
                "A wilting houseplant perks up a few hours after watering, because water enters its cells, the vacuoles swell, and the cells press firmly against their walls again.",
              questions: [
                {
                  prompt:
                    "Name the main substance in the cell walls of plants and the main substance in the cell walls of fungi.",
                  answer:
                    "Plant cell walls are made mainly of cellulose, and fungal cell walls are made mainly of chitin.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "cellulose in plants", says: ["cellulose"] },
                      { name: "chitin in fungi", says: ["chitin"] },
                    ],
                    roles: {
                      first: { marks: ["plant"], ideas: ["cellulose in plants"] },
                      second: { marks: ["fungi", "fungus", "fungal", "mushroom"], ideas: ["chitin in fungi"] },
                    },
                  },
                  hint: "The plant substance is the fiber in the vegetables you eat; the fungal one is also found in the hard outer shells of insects.",
                  narrowerHint:
                    "The plant substance is the fiber in vegetables, made of long chains of glucose. The fungal one is the same tough material as the shells of insects and crabs.",
                  workedStep:
                    "Plant cell walls are made mainly of cellulose. For fungi, think of the hard shell of a beetle: the same material, whose name starts with 'chi-'.",
                },
                {
                  prompt:
                    "What is the pressure of a full vacuole pushing the cell against its wall called, and what happens to a plant when its cells lose that pressure?",
                  answer: "It is called turgor pressure, and when the cells lose it the plant wilts.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "turgor pressure", says: ["turgor", "turgidity", "turgid"] },
                      {
                        name: "the plant wilts",
                        says: [
                          "wilt",
                          "droop",
                          "flop",
                          "sag",
                          "limp",
                          "wither",
                          "collapse",
                          "floppy",
                          "bend over",
                          "fall over",
                          "plasmolysis",
                        ],
                      },
                    ],
                    wrong: [{ name: "saying the plant bursts or grows", says: ["burst", "explode", "grow"] }],
                  },
                  hint: "The name of this pressure comes from a Latin word meaning swollen. Picture a houseplant that has not been watered for a week.",
                  narrowerHint:
                    "The pressure's name comes from a Latin word meaning swollen. And think of a houseplant nobody has watered for a week: what do its leaves and stems do?",
                  workedStep:
                    "The pressure is called turgor pressure. Now picture a houseplant left dry for a week: its cells lose that pressure. What happens to its leaves and stems? There is one word for it.",
                },
              ],
              misconception: {
                mistake: "Thinking plant cells have a cell wall instead of a cell membrane.",
                correction:
                  "Plant cells have both: the cell membrane, just inside the wall, controls what enters and leaves, while the wall gives support and lets most substances pass freely.",
              },
            },
          ],
          facts: [
            "Mitochondria carry out most of aerobic respiration and make most of a cell's ATP.",
            "Chloroplasts carry out photosynthesis using the green pigment chlorophyll.",
            "Plant cells have both chloroplasts and mitochondria.",
            "Plant cell walls are made mainly of cellulose; animal cells have no cell wall.",
            "Mitochondria and chloroplasts contain their own DNA, a clue that they evolved from bacteria that came to live inside other cells.",
          ],
        },
      ],
    },
    {
      name: "Cell Membrane and Transport",
      overview:
        "The cell membrane is the thin, flexible boundary that controls what enters and leaves a cell. Understanding how substances cross it explains how cells take in food and oxygen, get rid of waste, and why salad wilts when salt is added too early.",
      warmUpQuestion:
        "What do you think a cell needs to take in from its surroundings, and what does it need to get rid of? How do you imagine it controls what gets in?",
      extensionQuestion:
        "Hospital drips usually contain a 0.9% salt solution, which has about the same concentration of dissolved particles as blood, rather than pure water. Using what you know about osmosis, explain what could happen to a patient's red blood cells if pure water were dripped into a vein instead.",
      reflectionPrompt:
        "Look back at diffusion, osmosis and active transport. Which of them need energy from the cell, and how would you explain the difference to a friend who has never studied biology? Which idea would you like to practice more?",
      sections: [
        {
          name: "Structure of the Cell Membrane",
          concepts: [
            {
              label: "Phospholipid bilayer",
              definition:
                "The double layer of phospholipid molecules that forms the basic structure of every cell membrane, with water-attracting heads facing outward and water-repelling tails facing inward.",
              explanation:
                "Each phospholipid has a charged phosphate group at one end and two long fatty acid tails at the other. Fatty acids are oily, and oil and water do not mix, while charged groups, like salt, mix easily with water. A part that is attracted to water is called hydrophilic and a part that is repelled by it hydrophobic. In watery surroundings the molecules line up in two layers, with the water-attracting parts facing the water inside and outside the cell and the water-repelling parts tucked away in the middle. That oily middle layer stops most water-soluble substances from simply leaking through.",
              example:
                "A cell membrane is only about 8 nanometers thick, so it would take more than 10,000 membranes stacked on top of each other to match the thickness of a sheet of paper.",
              questions: [
                {
                  prompt:
                    "Which part of a phospholipid is hydrophilic, meaning water-attracting: the head or the tails?",
                  answer: "The head is hydrophilic; the two fatty acid tails are hydrophobic.",
                  rubric: {
                    kind: "short",
                    listCap: 1,
                    ideas: [
                      { name: "the head", says: ["head"] },
                      { name: "the tails", says: ["tail"], weight: 0 },
                    ],
                    roles: {
                      first: {
                        marks: ["hydrophilic", "water loving", "attract water", "like water", "love water", "polar"],
                        ideas: ["the head"],
                      },
                      second: {
                        marks: [
                          "hydrophobic",
                          "water hating",
                          "repel water",
                          "hate water",
                          "avoid water",
                          "nonpolar",
                          "non polar",
                        ],
                        ideas: ["the tails"],
                      },
                    },
                  },
                  hint: "The parts that are hydrophilic face the watery fluid on each side of the membrane. Which part is on the outside of each layer?",
                  narrowerHint:
                    "The tails are fatty acids, which are oily like cooking oil. Does oil mix with water? Then the water-attracting part must be the other end.",
                  workedStep:
                    "Oily fatty acid tails are repelled by water, so they are hydrophobic. That leaves the other end of the molecule. Which part is it?",
                },
                {
                  prompt: "Why do phospholipids arrange themselves into two layers with their tails in the middle?",
                  answer:
                    "Because the tails are hydrophobic and are pushed away from water, so they hide in the middle while the hydrophilic heads face the water on each side.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "the tails are hydrophobic and kept away from water",
                        says: [
                          "hydrophobic",
                          "repel water",
                          "water hating",
                          "hate water",
                          "avoid water",
                          "away from water",
                          "afraid of water",
                          "!like water",
                          "!mix with water",
                          "!attract water",
                          "insoluble",
                          "hide from water",
                          "water fearing",
                          "fear water",
                          "scared of water",
                        ],
                      },
                      {
                        name: "the hydrophilic heads face the water on each side",
                        says: [
                          "hydrophilic",
                          "water loving",
                          "love water",
                          "like water",
                          "face water",
                          "toward water",
                          "towards water",
                          "touch water",
                          "face outward",
                          "face out",
                          "on the outside",
                          "next to water",
                        ],
                      },
                    ],
                    roles: {
                      first: { marks: ["tail"], ideas: ["the tails are hydrophobic and kept away from water"] },
                      second: { marks: ["head"], ideas: ["the hydrophilic heads face the water on each side"] },
                    },
                  },
                  hint: "There is fluid on both sides of the membrane, inside and outside the cell. Which part of the molecule is repelled by that fluid?",
                  narrowerHint:
                    "Both sides of the membrane are watery. The part of the molecule that is repelled by water has to hide somewhere away from both sides. Where, and why?",
                  workedStep:
                    "The heads face the watery fluid inside and outside the cell. The other part of each molecule is repelled by that fluid, so it is packed into the middle. Which part is that, and what is it avoiding?",
                },
              ],
              misconception: {
                mistake: "Picturing the cell membrane as a rigid wall or shell.",
                correction:
                  "The membrane is fluid and flexible: its phospholipids move around within their layer, which lets the membrane bend, seal small tears and pinch off vesicles.",
              },
            },
            {
              label: "Membrane proteins",
              definition:
                "Proteins embedded in or attached to the phospholipid bilayer that carry substances across the membrane, receive chemical signals and act as identity tags.",
              explanation:
                "In 1972 Singer and Nicolson described the membrane as a flexible, moving layer of phospholipids with proteins scattered through it, like the tiles of a picture made of many small pieces. Some proteins let particular substances through, some receive chemical messages such as hormones, and proteins with sugar chains attached act as name tags that let cells recognize each other. In animal cells, cholesterol molecules between the phospholipids help keep the membrane at the right fluidity.",
              example:
                "Insulin cannot enter a muscle cell, but it fits into receptor proteins on the cell's surface, and this signal causes extra glucose transporter proteins to move into the membrane.",
              questions: [
                {
                  prompt:
                    "What is the name of the model that describes the membrane as a moving layer of phospholipids with proteins scattered through it?",
                  answer: "It is called the fluid mosaic model.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "the fluid mosaic model", says: ["fluid mosaic"], partly: ["mosaic", "fluid"] }],
                  },
                  hint: "The name has two describing words: one for how the membrane moves, and one for a picture made of many small pieces.",
                  narrowerHint:
                    "The first word describes something that flows, like a liquid. The second is the name for a picture made of many small tiles, like the floors of Roman villas.",
                  workedStep:
                    "The model's first word is 'fluid', because the phospholipids move around. The second word is the name for a picture made of many small tiles. What is the whole name?",
                },
                {
                  prompt:
                    "A hormone cannot pass through a cell's membrane but still changes what the cell does. What kind of membrane protein makes this possible?",
                  answer:
                    "A receptor protein: the hormone binds to the receptor on the outside of the cell, and the receptor passes a signal inside.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "a receptor protein", says: ["receptor"] }],
                    wrong: [{ name: "naming a channel, carrier or pump", says: ["channel", "carrier", "pump"] }],
                  },
                  hint: "The hormone works like a message. What kind of protein would receive a message at the cell's surface?",
                  narrowerHint:
                    "The protein takes in the hormone's message on the outside of the cell, like a satellite dish picking up a signal. What is a protein that receives called?",
                  workedStep:
                    "The hormone binds to a protein on the cell's surface, and that protein passes a signal inside. Its name comes from the verb 'receive'. What is it called?",
                },
              ],
              misconception: {
                mistake: "Thinking the proteins in a membrane are fixed in place, like bricks in a wall.",
                correction:
                  "Many membrane proteins drift sideways through the fluid bilayer, which is why the model is called the fluid mosaic model.",
              },
            },
            {
              label: "Selective permeability",
              definition:
                "The property of a cell membrane that lets some substances cross it easily while blocking or controlling the passage of others.",
              explanation:
                "Whether a particle can slip straight through the bilayer depends on two things: its size and its electric charge. Small particles with no charge, such as carbon dioxide, pass easily. Ions, which carry a charge, and large molecules cannot get through the oily middle, so they need help from membrane proteins. This lets the cell keep its inside very different from its outside.",
              example:
                "In your lungs, carbon dioxide leaves your blood straight through the membranes of the cells lining the air sacs, but in your muscles glucose can enter cells only through special transporter proteins.",
              questions: [
                {
                  prompt:
                    "Which of these can pass directly through the phospholipid bilayer without help from a protein: oxygen, sodium ions, or glucose?",
                  answer:
                    "Oxygen, because it is a small, uncharged molecule; sodium ions and glucose need membrane proteins to cross.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "oxygen", says: ["oxygen", "o2"] }],
                    wrong: [
                      {
                        name: "letting sodium ions or glucose through the bilayer",
                        says: [
                          "sodium can pass",
                          "glucose can pass",
                          "sodium pass",
                          "glucose pass",
                          "sodium go through",
                          "glucose go through",
                          "sodium cross",
                          "glucose cross",
                          "all of them",
                          "all three",
                          "oxygen and glucose",
                          "glucose and oxygen",
                          "oxygen and sodium",
                          "sodium and oxygen",
                        ],
                      },
                    ],
                  },
                  hint: "Look for the one that is both small and has no electric charge.",
                  narrowerHint:
                    "Sodium ions carry an electric charge, and glucose is a large molecule. Which of the three is small and has no charge?",
                  workedStep:
                    "Sodium ions are charged, so they need a protein to cross. Glucose is too large and needs a transporter as well. That leaves one: which is it?",
                },
                {
                  prompt:
                    "Why can ions such as sodium not pass straight through the middle of the bilayer, and what do they use to cross instead?",
                  answer:
                    "Ions carry an electric charge, so the hydrophobic middle of the bilayer blocks them; they cross through channel or carrier proteins instead.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "ions carry an electric charge",
                        says: ["charge", "electric", "polar", "positive", "negative", "ionic"],
                      },
                      {
                        name: "they cross through channel or carrier proteins",
                        says: ["protein", "channel", "carrier", "pump", "transporter"],
                      },
                    ],
                    wrong: [
                      {
                        name: "thinking size is what stops them",
                        says: ["too big", "too large", "ion be big", "ion be large"],
                        common: true,
                      },
                    ],
                  },
                  hint: "Think about what makes an ion different from an oxygen molecule, and which parts of the membrane act as doorways.",
                  narrowerHint:
                    "Ions carry an electric charge, and the oily middle of the bilayer blocks anything charged. Which parts of the membrane act as doorways for them?",
                  workedStep:
                    "Because they are charged, the oily middle of the bilayer blocks them. They cross through doorways built from which kind of molecule, set into the membrane?",
                },
              ],
              misconception: {
                mistake: "Thinking that anything small enough can pass through the membrane.",
                correction:
                  "Size is only part of it; charge matters too. A sodium ion is tiny but charged, so it cannot cross the bilayer without a protein, while a larger but uncharged carbon dioxide molecule passes easily.",
              },
            },
          ],
          facts: [
            "The cell membrane is a phospholipid bilayer with proteins embedded in it.",
            "Phospholipid heads are hydrophilic and their tails are hydrophobic.",
            "The fluid mosaic model of the membrane was proposed by S. J. Singer and Garth Nicolson in 1972.",
            "Small uncharged molecules such as oxygen and carbon dioxide cross the bilayer easily; ions need membrane proteins.",
          ],
        },
        {
          name: "Passive Transport",
          concepts: [
            {
              label: "Diffusion",
              definition:
                "The net movement of particles from a region of higher concentration to a region of lower concentration, caused by their random motion.",
              explanation:
                "Particles are always moving about at random, so more of them spread from a crowded area to an emptier one than move the other way. This is called moving down a concentration gradient, and it needs no energy from the cell. Diffusion goes on until the concentration is even; the particles keep moving, but there is no longer any net movement.",
              example:
                "When someone sprays perfume in one corner of a room, people on the other side soon smell it, because the perfume molecules spread out from where they are concentrated to where there are fewer of them.",
              questions: [
                {
                  prompt:
                    "In the lungs, oxygen is more concentrated in the air sacs than in the blood arriving there. Which way does oxygen diffuse: into the blood or out of it?",
                  answer:
                    "Into the blood, because oxygen moves from the higher concentration in the air sacs to the lower concentration in the blood.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "into the blood",
                        says: [
                          "into",
                          "in to",
                          "enter",
                          "go in",
                          "move in",
                          "diffuse in",
                          "to the blood",
                          "toward the blood",
                          "towards the blood",
                        ],
                      },
                    ],
                    wrong: [
                      {
                        name: "out of the blood",
                        says: [
                          "out of blood",
                          "out of it",
                          "leave blood",
                          "exit blood",
                          "blood to air",
                          "blood into air",
                          "out of the blood",
                        ],
                      },
                    ],
                  },
                  hint: "Particles diffuse from where they are more crowded to where they are less crowded. Where is oxygen more crowded here?",
                  narrowerHint:
                    "Oxygen is more crowded in the air sacs and less crowded in the blood. Particles spread from more crowded to less crowded, so which way does it go?",
                  workedStep:
                    "Particles move from where there are more of them to where there are fewer. Which has more oxygen, the air sacs or the blood arriving there? So which way does the oxygen go?",
                },
                {
                  prompt:
                    "Is diffusion active or passive, and does it move particles up or down their concentration gradient?",
                  answer:
                    "Diffusion is passive, and it moves particles down their concentration gradient, from higher to lower concentration.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "passive", says: ["passive", "!energy", "!atp", "without energy", "no energy"] },
                      {
                        name: "down the concentration gradient",
                        says: [
                          "down",
                          "high to low",
                          "more to less",
                          "high concentration to low",
                          "with the gradient",
                          "along the gradient",
                          "crowded to less crowded",
                        ],
                      },
                    ],
                    wrong: [
                      { name: "calling it active", says: ["active", "need energy", "use energy", "require energy"] },
                      { name: "up the gradient", says: ["up", "low to high", "less to more", "against"] },
                    ],
                  },
                  hint: "Ask whether the cell has to spend any energy, and picture a ball rolling on a slope without being pushed.",
                  narrowerHint:
                    "Does the cell spend any energy on diffusion? And do particles go from more crowded to less crowded, or the other way?",
                  workedStep:
                    "Diffusion needs no energy from the cell, which makes it one of the two kinds of transport. Which kind? And is going from higher to lower concentration moving up or down the gradient?",
                },
              ],
              misconception: {
                mistake: "Thinking that particles stop moving once diffusion has evened out the concentration.",
                correction:
                  "The particles keep moving at random. At equilibrium they move equally in both directions, so there is no net movement, but the motion never stops.",
              },
            },
            {
              label: "Osmosis",
              definition:
                "The diffusion of water across a selectively permeable membrane, from a more dilute solution (more water, less solute) to a more concentrated solution (less water, more solute).",
              explanation:
                "Water moves toward the side with more dissolved solute. If the solution outside a cell is more dilute than the inside (hypotonic), water moves in; if it is more concentrated (hypertonic), water moves out; if the two match (isotonic), there is no net movement. An animal cell has only a thin membrane around it, while a plant cell also has a strong wall.",
              example:
                "Sprinkle salt on slices of cucumber and within minutes beads of water appear on the surface: the salty layer outside is more concentrated than the cell contents, so water leaves the cells by osmosis.",
              questions: [
                {
                  prompt: "A red blood cell is placed in pure water. What happens to the cell, and why?",
                  answer:
                    "Water moves into the cell by osmosis, because the inside of the cell is more concentrated than pure water, so the cell swells and may burst.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "water moves into the cell by osmosis",
                        says: [
                          "water move in",
                          "water go in",
                          "water enter",
                          "water into",
                          "water rush in",
                          "absorb water",
                          "take in water",
                          "gain water",
                          "fill with water",
                          "osmosis",
                          "water flow in",
                          "water come in",
                        ],
                      },
                      {
                        name: "the cell swells and bursts",
                        says: [
                          "burst",
                          "pop",
                          "explode",
                          "lyse",
                          "lysis",
                          "hemolysis",
                          "rupture",
                          "split open",
                          "break open",
                        ],
                        partly: ["swell", "expand", "get big", "grow", "bigger"],
                      },
                      {
                        name: "the inside of the cell is more concentrated than pure water",
                        says: [
                          "more concentrated",
                          "higher concentration",
                          "more solute",
                          "less water inside",
                          "hypotonic",
                          "salt",
                          "solute",
                          "dissolved",
                        ],
                        weight: 0.5,
                      },
                    ],
                    wrong: [
                      {
                        name: "thinking the cell shrinks",
                        says: [
                          "shrink",
                          "shrivel",
                          "crenate",
                          "water leave",
                          "water move out",
                          "lose water",
                          "water out",
                        ],
                      },
                    ],
                  },
                  hint: "Compare the concentration of dissolved particles inside the cell with that of pure water. Which way will water move, and what can an animal cell's thin membrane not resist?",
                  narrowerHint:
                    "Pure water has no dissolved particles, so it is more dilute than the inside of the cell. Water moves toward the more concentrated side. Which way does it move, and what does that do to the cell?",
                  workedStep:
                    "Water moves into the red blood cell by osmosis, and the cell swells. It has only a thin membrane and no wall to push back. What happens if the water keeps coming in?",
                },
                {
                  prompt:
                    "What word describes a solution that is more concentrated than the inside of a cell, so that the cell loses water: hypotonic, hypertonic or isotonic?",
                  answer:
                    "Hypertonic: the solution has a higher solute concentration than the cell, so water leaves the cell.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "hypertonic", says: ["hypertonic"] }],
                    wrong: [
                      { name: "hypotonic", says: ["hypotonic"] },
                      { name: "isotonic", says: ["isotonic"] },
                    ],
                  },
                  hint: "The prefix hypo- means under or less, iso- means equal, and the remaining prefix means over or more.",
                  narrowerHint:
                    "Hypo- means less, iso- means equal and hyper- means more. The solution here has more dissolved particles than the cell. Which prefix fits?",
                  workedStep:
                    "The solution is more concentrated than the cell, so water leaves the cell. The prefix for 'more' is hyper-; add the ending that all three words share.",
                },
                {
                  prompt: "A plant cell is placed in pure water. Why does it not burst the way a red blood cell can?",
                  answer:
                    "Water enters the plant cell by osmosis, but the strong cell wall pushes back and stops it from bursting, so the cell just becomes firm, or turgid.",
                  rubric: {
                    kind: "explanation",
                    listCap: 0.8,
                    ideas: [
                      { name: "the cell wall", says: ["wall", "cell wall"], partly: ["cellulose"] },
                      {
                        name: "the wall pushes back and keeps the cell firm",
                        says: [
                          "push back",
                          "strong",
                          "rigid",
                          "stop",
                          "prevent",
                          "protect",
                          "hold",
                          "turgid",
                          "firm",
                          "support",
                          "resist",
                          "keep from",
                          "pressure",
                        ],
                        weight: 0.25,
                      },
                    ],
                    wrong: [
                      {
                        name: "thinking water does not enter plant cells",
                        says: ["!water enter", "!water go in", "no water"],
                      },
                    ],
                  },
                  hint: "Think about the structure that plant cells have outside their membrane and animal cells lack.",
                  narrowerHint:
                    "Plant cells have an extra layer outside their membrane that animal cells lack. What is it, and what does it do when the cell swells?",
                  workedStep:
                    "Water does move into the plant cell, and it swells, but a strong, rigid layer around the outside pushes back. What is that layer called?",
                },
              ],
              misconception: {
                mistake: "Thinking that salt or other solutes move across the membrane during osmosis.",
                correction:
                  "In osmosis it is water that moves, through the bilayer and especially through channel proteins called aquaporins; the solute particles stay where they are.",
              },
            },
            {
              label: "Facilitated diffusion",
              definition:
                "Passive movement of particles down their concentration gradient through channel or carrier proteins, used by substances that cannot cross the bilayer on their own.",
              explanation:
                "Glucose and ions cannot pass through the oily middle of the bilayer, so they cross through proteins that act as doorways. Some of these proteins form open tunnels for particular ions or for water; others grab a molecule, change shape and release it on the other side. Because the particles still move from higher to lower concentration, no energy is needed.",
              example:
                "After a meal, glucose enters your muscle cells through glucose transporter proteins, moving from the higher concentration in the blood to the lower concentration inside the cells.",
              questions: [
                {
                  prompt:
                    "Name the two kinds of membrane protein that particles pass through in facilitated diffusion.",
                  answer: "Channel proteins and carrier proteins.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "channel proteins", says: ["channel"] },
                      { name: "carrier proteins", says: ["carrier", "transporter"] },
                    ],
                    wrong: [{ name: "naming pumps, which need energy", says: ["pump"], cap: 0.5 }],
                  },
                  hint: "One kind forms an open tunnel through the membrane; the other grabs a molecule and changes shape to move it across.",
                  narrowerHint:
                    "One kind is named after a waterway, like the one ships sail through between England and France. The other is named after what it does: it carries.",
                  workedStep:
                    "The kind that forms an open tunnel is a channel protein. The kind that grabs a molecule and moves it across has a name that comes from 'carry'. What is it?",
                },
                {
                  prompt:
                    "Water crosses many membranes quickly through special channel proteins. What are these water channels called?",
                  answer: "They are called aquaporins.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "aquaporins", says: ["aquaporin", "aqua porin"] }],
                    wrong: [{ name: "naming another protein", says: ["ion channel", "carrier", "pump", "receptor"] }],
                  },
                  hint: "The name joins the Latin word for water with a word meaning small openings.",
                  narrowerHint: "The name begins with the Latin word for water, the same word that starts 'aquarium'.",
                  workedStep:
                    "The name joins 'aqua', water, to a word for small openings like the pores of your skin, with '-in' on the end. Put it together.",
                },
              ],
              misconception: {
                mistake: "Thinking that any transport that uses a membrane protein must be active transport.",
                correction:
                  "Using a protein does not mean using energy. In facilitated diffusion particles still move down their gradient, so it is passive; only moving particles against their gradient needs energy.",
              },
            },
          ],
          facts: [
            "Diffusion, osmosis and facilitated diffusion are all passive: they need no energy from the cell.",
            "In passive transport, substances move down their concentration gradient, from higher to lower concentration.",
            "Osmosis is the diffusion of water across a selectively permeable membrane.",
            "In a hypotonic solution a cell gains water, in a hypertonic solution it loses water, and in an isotonic solution there is no net movement.",
          ],
        },
        {
          name: "Active and Bulk Transport",
          concepts: [
            {
              label: "Active transport",
              definition:
                "The movement of substances across a membrane against their concentration gradient, from lower to higher concentration, using energy from ATP and carrier proteins called pumps.",
              explanation:
                "Sometimes a cell needs more of a substance inside than outside, so it has to push particles uphill, against their gradient, like pushing a ball up a slope. Pump proteins change shape to carry the particles across, and every push has a cost that the cell must pay. Cells that do a lot of active transport, such as those lining the small intestine and the kidneys, contain many mitochondria to cover that cost.",
              example:
                "The sodium-potassium pump in your nerve cells moves three sodium ions out of the cell and two potassium ions in at every cycle, even though both kinds of ion are moving against their gradients.",
              questions: [
                {
                  prompt:
                    "Active transport moves substances against their concentration gradient. What must the cell supply, and which molecule provides it?",
                  answer: "The cell must supply energy, which comes from ATP.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "energy", says: ["energy", "power", "fuel"] },
                      { name: "ATP", says: ["atp", "adenosine triphosphate"] },
                    ],
                  },
                  hint: "Pushing particles uphill is like pushing a ball up a slope. What does that take, and which molecule do cells spend for it?",
                  narrowerHint:
                    "Pushing a ball uphill takes effort, and so does moving particles against their gradient. What does the cell have to supply, and which small molecule made by mitochondria carries it?",
                  workedStep:
                    "The cell must supply energy. It comes from the molecule that mitochondria make, which has a three-letter short name. Which molecule is it?",
                },
                {
                  prompt:
                    "Root hair cells take in mineral ions such as nitrate even when the soil has a lower concentration of them than the cell does. Which transport process must they use?",
                  answer:
                    "Active transport, because the ions move against their concentration gradient, from lower concentration in the soil to higher in the cell, which needs energy.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "active transport", says: ["active"], partly: ["pump", "energy", "atp"] }],
                    wrong: [
                      {
                        name: "naming a passive process",
                        says: ["diffusion", "osmosis", "passive", "facilitated"],
                        common: true,
                      },
                    ],
                  },
                  hint: "Compare the concentrations inside and outside. Can the ions simply diffuse into the cell in this direction?",
                  narrowerHint:
                    "There are fewer nitrate ions in the soil than in the cell, so the ions must move from lower to higher concentration, against their gradient. Which process can do that?",
                  workedStep:
                    "Diffusion only moves ions from higher to lower concentration, so it cannot help here. The process that moves them against their gradient, using energy, is called what?",
                },
              ],
              misconception: {
                mistake:
                  "Thinking that active transport means the particles move faster or more actively than in diffusion.",
                correction:
                  "Active means the cell spends energy. It is about the direction, against the gradient, not about speed.",
              },
            },
            {
              label: "Bulk transport",
              definition:
                "Bulk transport processes: in endocytosis the membrane folds around material and pinches off to bring it into the cell in a vesicle; in exocytosis a vesicle fuses with the membrane to release its contents outside.",
              explanation:
                "Some things are far too big for any channel or pump, such as whole bacteria or large amounts of protein. The flexible membrane can wrap around them and pinch off a bubble to bring them in, or merge with a bubble from inside to push materials out. Both ways need energy from the cell, and each is named after its direction, from the Greek for within and for out of.",
              example:
                "Nerve cells release chemical messengers called neurotransmitters by exocytosis: vesicles full of the messenger fuse with the membrane at the end of the nerve cell and spill their contents out.",
              questions: [
                {
                  prompt:
                    "A white blood cell wraps its membrane around a bacterium and takes it inside. Which process is this: endocytosis or exocytosis?",
                  answer:
                    "It is endocytosis; this kind, where a cell engulfs a large particle, is also called phagocytosis.",
                  rubric: {
                    kind: "short",
                    ideas: [{ name: "endocytosis", says: ["endocytosis", "phagocytosis", "endo"] }],
                    wrong: [{ name: "exocytosis", says: ["exocytosis", "exo"] }],
                  },
                  hint: "Think about the direction: is the bacterium going into the cell or out of it? Each process is named after its direction.",
                  narrowerHint:
                    "The bacterium is moving into the cell. One process starts with a prefix meaning 'within' and the other with one meaning 'out of'. Which fits?",
                  workedStep:
                    "Exocytosis moves material out of the cell, so it is not this one. The bacterium is being taken in. Which process is left?",
                },
                {
                  prompt:
                    "What membrane bubbles carry proteins to the cell membrane for exocytosis, and which organelle packages the proteins into them?",
                  answer: "Vesicles carry the proteins, and the Golgi apparatus packages them into the vesicles.",
                  rubric: {
                    kind: "short",
                    listCap: 0.8,
                    ideas: [
                      { name: "vesicles", says: ["vesicle"] },
                      { name: "the Golgi apparatus", says: ["golgi", "golgi apparatus", "golgi body"] },
                    ],
                    wrong: [
                      {
                        name: "naming another organelle as the packager",
                        says: ["lysosome", "nucleus package", "ribosome package", "vacuole"],
                      },
                    ],
                  },
                  hint: "Think back to the organelle that works like a post office and the small bubbles it ships things in.",
                  narrowerHint:
                    "The organelle is the cell's post office. The bubbles are the small membrane sacs it packs proteins into. Name both.",
                  workedStep:
                    "The Golgi apparatus packages the proteins. The small membrane bubbles it sends them in have a name that begins with 'ves-'. What are they?",
                },
              ],
              misconception: {
                mistake: "Thinking endocytosis and exocytosis are passive because no pump protein is involved.",
                correction: "Both need energy from ATP: the cell uses it to reshape its membrane and to move vesicles.",
              },
            },
          ],
          facts: [
            "Active transport moves substances against their concentration gradient and needs energy from ATP.",
            "The sodium-potassium pump moves 3 sodium ions out of the cell and 2 potassium ions in for each ATP it uses.",
            "Endocytosis brings large materials into a cell in vesicles; exocytosis releases materials from vesicles.",
            "Phagocytosis, or cell eating, is the kind of endocytosis that white blood cells use to engulf bacteria.",
          ],
        },
      ],
    },
  ],
};

import type { CuratedSubject } from "./types";

export const cellBiology: CuratedSubject = {
  name: "Cell Biology",
  aliases: ["Biology", "Cells", "Cell Bio", "Intro to Biology", "Life Science"],
  outline: [
    "What Is a Cell?",
    "Cell Structure and Organelles",
    "Cell Membrane and Transport",
    "Cellular Respiration",
    "Photosynthesis",
    "Cell Division: Mitosis",
    "Meiosis and Reproduction",
    "DNA and Protein Synthesis",
  ],
  topics: [
    {
      name: "Cell Structure and Organelles",
      overview:
        "Every living thing is made of cells, and each cell is packed with tiny structures called organelles that each do a job. Knowing the parts of a cell explains how it stays alive.",
      warmUpQuestion:
        "If you could shrink down and look inside one of your own cells, what do you think you would find there? Anything you remember is a good start.",
      extensionQuestion:
        "Muscle cells in your legs contain far more mitochondria than skin cells do. Why do you think that is? Explain your reasoning.",
      reflectionPrompt:
        "Which organelle do you find easiest to remember, and which one is still a bit confusing? Try describing one of them in your own words.",
      sections: [
        {
          name: "Prokaryotic and Eukaryotic Cells",
          concepts: [
            {
              label: "Prokaryotic cell",
              definition: "A simple cell with no nucleus and no membrane-bound organelles; its DNA floats in the cytoplasm. Bacteria are prokaryotes.",
              explanation:
                "Prokaryotic cells are the oldest and simplest kind of cell. They are usually much smaller than our cells, and instead of a nucleus, their DNA sits in a region of the cytoplasm called the nucleoid.",
              example: "E. coli, a bacterium that lives in your gut, is a single prokaryotic cell about 2 micrometres long.",
              questions: [
                {
                  prompt: "Where is the DNA of a prokaryotic cell found, since it has no nucleus?",
                  answer: "It is in the cytoplasm, in a region called the nucleoid.",
                  keyTerms: ["cytoplasm"],
                  hint: "If there is no nucleus to hold it, the DNA must be somewhere in the jelly-like filling of the cell.",
                },
                {
                  prompt: "Give one example of a prokaryotic organism.",
                  answer: "Bacteria, such as E. coli, are prokaryotes.",
                  keyTerms: ["bacteria"],
                  hint: "Think of the tiny single-celled organisms that can cause infections or help make yogurt.",
                },
              ],
              misconception: {
                mistake: "Thinking prokaryotes have no DNA because they have no nucleus.",
                correction: "Prokaryotes do have DNA; it is simply not enclosed in a nucleus.",
              },
            },
            {
              label: "Eukaryotic cell",
              definition: "A cell whose DNA is enclosed in a nucleus and which contains membrane-bound organelles. Plants, animals, fungi and protists have eukaryotic cells.",
              explanation:
                "Eukaryotic cells are larger and more organised than prokaryotic ones. Their membranes divide the inside into compartments, so different jobs can happen in different places at the same time.",
              example: "A cell from the lining of your cheek is eukaryotic: under a microscope you can see its nucleus as a darker spot.",
              questions: [
                {
                  prompt: "Which kind of cell has a nucleus: prokaryotic or eukaryotic?",
                  answer: "Eukaryotic cells have a nucleus; prokaryotic cells do not.",
                  keyTerms: ["eukaryotic"],
                  hint: "The prefix 'eu-' means 'true', and 'karyon' means kernel, an old word for the nucleus.",
                },
                {
                  prompt: "Are the cells in your body prokaryotic or eukaryotic? Say why.",
                  answer: "Human cells are eukaryotic, because they have a nucleus and membrane-bound organelles.",
                  keyTerms: ["eukaryotic"],
                  hint: "Ask yourself whether your cells keep their DNA inside a nucleus.",
                },
              ],
              misconception: {
                mistake: "Believing that all single-celled organisms are prokaryotes.",
                correction: "Some single-celled organisms, such as yeast and amoebas, are eukaryotes: they have a nucleus.",
              },
            },
          ],
          facts: [
            "Prokaryotic cells have no nucleus; their DNA is in the cytoplasm.",
            "Bacteria are prokaryotes.",
            "Plants, animals, fungi and protists are made of eukaryotic cells.",
            "Eukaryotic cells are usually much larger than prokaryotic cells.",
          ],
        },
        {
          name: "Organelles and Their Jobs",
          concepts: [
            {
              label: "Nucleus",
              definition: "The organelle that holds the cell's DNA and controls its activities by deciding which proteins are made.",
              explanation:
                "The nucleus is surrounded by a double membrane called the nuclear envelope, which has pores that let messages in and out. Because it holds the instructions, it is often called the control centre of the cell.",
              example: "When a cell needs more of an enzyme, instructions for it are copied from DNA in the nucleus and sent out to the rest of the cell.",
              questions: [
                {
                  prompt: "Which organelle holds the cell's DNA and controls its activities?",
                  answer: "The nucleus holds the DNA and controls the cell.",
                  keyTerms: ["nucleus"],
                  hint: "It is often called the control centre of the cell.",
                },
                {
                  prompt: "What surrounds the nucleus and controls what passes in and out of it?",
                  answer: "A double membrane called the nuclear envelope, with pores in it.",
                  keyTerms: ["membrane"],
                  hint: "Like the cell itself, the nucleus has a boundary that decides what goes in and out.",
                },
              ],
              misconception: {
                mistake: "Thinking the nucleus makes the cell's proteins itself.",
                correction: "The nucleus holds the instructions; proteins are built by ribosomes outside it.",
              },
            },
            {
              label: "Mitochondria",
              definition: "Organelles that release energy from glucose by cellular respiration, storing it in the molecule ATP.",
              explanation:
                "Mitochondria use oxygen to break down glucose and capture its energy as ATP, which the cell spends to power its work. Cells that work hard, like muscle cells, have many of them.",
              example: "A single heart muscle cell can contain thousands of mitochondria to keep up with its constant beating.",
              questions: [
                {
                  prompt: "Which organelle releases energy from glucose through cellular respiration?",
                  answer: "The mitochondria release energy from glucose (one of them is called a mitochondrion).",
                  keyTerms: ["mitochondria"],
                  hint: "It is nicknamed the powerhouse of the cell.",
                },
                {
                  prompt: "What energy-carrying molecule do mitochondria make?",
                  answer: "ATP, adenosine triphosphate.",
                  keyTerms: ["atp"],
                  hint: "Its short name has three letters, and cells spend it like money.",
                },
              ],
              misconception: {
                mistake: "Saying that mitochondria create energy out of nothing.",
                correction: "Energy cannot be created: mitochondria transfer energy stored in glucose into ATP.",
              },
            },
            {
              label: "Ribosomes",
              definition: "Tiny structures that build proteins by joining amino acids together in the order the genetic instructions give.",
              explanation:
                "Ribosomes read a copy of a gene and link amino acids into a chain, which folds into a protein. Some float in the cytoplasm, and some sit on the rough endoplasmic reticulum.",
              example: "The ribosomes in a pancreas cell build insulin, the protein hormone that controls blood sugar.",
              questions: [
                {
                  prompt: "Which structures in the cell build proteins?",
                  answer: "Ribosomes build proteins.",
                  keyTerms: ["ribosomes"],
                  hint: "They are the smallest structures we have met, and some of them sit on the rough ER.",
                },
                {
                  prompt: "Ribosomes join amino acids together. What do they make?",
                  answer: "They make proteins.",
                  keyTerms: ["proteins"],
                  hint: "These molecules make up enzymes, muscle fibres and hair.",
                },
              ],
              misconception: {
                mistake: "Thinking ribosomes are only found in animal cells.",
                correction: "Every cell, prokaryotic or eukaryotic, plant or animal, has ribosomes, because every cell makes proteins.",
              },
            },
          ],
          facts: [
            "The nucleus contains the cell's DNA.",
            "Mitochondria release energy from glucose and store it in ATP.",
            "Ribosomes build proteins from amino acids.",
            "All cells have ribosomes.",
          ],
        },
        {
          name: "Plant and Animal Cells",
          concepts: [
            {
              label: "Cell wall",
              definition: "A rigid layer outside the cell membrane of plant cells, made mainly of cellulose, that supports the cell and keeps its shape.",
              explanation:
                "The cell wall works like a box around a balloon: the membrane pushes out against it when the cell fills with water, which keeps plants firm. Animal cells have no cell wall, so they can change shape.",
              example: "A crisp stick of celery is crunchy because its cells are full of water and pushing against their cell walls.",
              questions: [
                {
                  prompt: "Which structure gives a plant cell its rigid shape, outside the cell membrane?",
                  answer: "The cell wall, made mainly of cellulose.",
                  keyTerms: ["cell wall"],
                  hint: "Animal cells lack it, which is why they can change shape more easily.",
                },
                {
                  prompt: "What substance is a plant cell wall mainly made of?",
                  answer: "Cellulose, a carbohydrate made of long chains of glucose.",
                  keyTerms: ["cellulose"],
                  hint: "It is the fibre in the vegetables you eat.",
                },
              ],
              misconception: {
                mistake: "Mixing up the cell wall and the cell membrane, or thinking plant cells have a wall instead of a membrane.",
                correction: "Plant cells have both: the membrane controls what enters and leaves, and the wall outside it gives support.",
              },
            },
            {
              label: "Chloroplasts",
              definition: "Green organelles in plant cells where photosynthesis happens, using the pigment chlorophyll to capture light energy.",
              explanation:
                "Chloroplasts capture light and use its energy to turn carbon dioxide and water into glucose, releasing oxygen. They are found in the green parts of a plant, mostly in leaf cells.",
              example: "Cells in a leaf are packed with chloroplasts, while cells in a root, which gets no light, have none.",
              questions: [
                {
                  prompt: "Which organelle carries out photosynthesis?",
                  answer: "The chloroplast carries out photosynthesis.",
                  keyTerms: ["chloroplast"],
                  hint: "It is green because of the pigment it contains.",
                },
                {
                  prompt: "What green pigment inside chloroplasts absorbs light?",
                  answer: "Chlorophyll absorbs the light.",
                  keyTerms: ["chlorophyll"],
                  hint: "Its name starts the same way as the organelle's name, and it reflects green light.",
                },
              ],
              misconception: {
                mistake: "Believing plants have chloroplasts instead of mitochondria.",
                correction: "Plant cells have both: chloroplasts make glucose, and mitochondria release its energy.",
              },
            },
          ],
          facts: [
            "Plant cells have a cell wall made of cellulose; animal cells do not.",
            "Chloroplasts carry out photosynthesis using chlorophyll.",
            "Plant cells have both chloroplasts and mitochondria.",
            "Root cells have no chloroplasts because they get no light.",
          ],
        },
      ],
    },
  ],
};

/** What the tutor and the grader say themselves, around the model's words. */
export const tutor = {
  "tutor.builtInEnglishOnly":
    "Bloom's built-in lessons are in English for now, so this lesson goes on in English. You can write to me in Spanish, but I understand your answers best when you write them in English.",
  "tutor.grade.wellDoneIdeas": "Well done: you got {ideas} right.",
  "tutor.grade.wellDone": "Well done, that's right.",
  "tutor.grade.fullAnswer": "The full answer: {expected}",
  "tutor.grade.namedReversed": "You named {ideas}, but the wrong way round.",
  "tutor.grade.besideAnother": "Your answer has {ideas}, but beside another answer.",
  "tutor.grade.gotRight": "You got {ideas} right.",
  "tutor.grade.close": "You're close on {ideas}, but it isn't complete yet.",
  "tutor.grade.denied": 'Careful: you said "not" about {ideas}, but that is part of the right answer.',
  "tutor.grade.reversed": "You have the ideas the wrong way round.",
  "tutor.grade.hedged": "Give one answer: the one you can check.",
  "tutor.grade.bareList": "Next time, put the words into a sentence that shows how they fit together.",
  "tutor.grade.injection": "Only your answer to the question can earn marks.",
  "tutor.grade.addMissing": "To make it complete, add {ideas}.",
  "tutor.grade.notQuite": "Not quite yet.",
  "tutor.grade.compare": "Compare with the full answer below.",
  "tutor.grade.readCorrect": "Read the correct answer below, then try saying it in your own words.",
  "tutor.grade.misconceptionReversed": "Putting the ideas the wrong way round.",
  "tutor.grade.dontKnow":
    "That's okay: not knowing yet is part of learning. Read the answer below, then try saying it in your own words.",
  "tutor.grade.help": "Here is the answer to study. Try putting it in your own words.",
  "tutor.grade.instructions": "Only an answer to the question can earn marks: have a go in your own words.",
  "tutor.grade.notAnswer":
    "That doesn't answer the question yet. Read the answer below, then have a go in your own words.",
} as const;

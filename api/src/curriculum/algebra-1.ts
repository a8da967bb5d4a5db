import type { CuratedSubject } from "./types";

export const algebraOne: CuratedSubject = {
  name: "Algebra I",
  aliases: ["Algebra 1", "Algebra", "Algebra One", "Intro to Algebra", "Introductory Algebra"],
  outline: [
    "Variables and Expressions",
    "Solving Linear Equations",
    "Linear Inequalities",
    "Functions and Graphs",
    "Systems of Equations",
    "Exponents and Polynomials",
    "Factoring",
    "Quadratic Equations",
  ],
  topics: [
    {
      name: "Solving Linear Equations",
      overview:
        "A linear equation says that two expressions are equal. Solving it means finding the value of the variable that makes that true, by undoing operations while keeping both sides balanced.",
      warmUpQuestion:
        "If I think of a number, add 4, and get 10, how would you work out my number? Tell me how you would think about it, not just the answer.",
      extensionQuestion:
        "A phone plan costs $20 a month plus $0.10 per text. Your bill was $27. Can you write an equation for the number of texts you sent, and explain how you would solve it?",
      reflectionPrompt:
        "In your own words, what is the main idea behind solving an equation, and which step still feels tricky to you?",
      sections: [
        {
          name: "One-Step Equations",
          concepts: [
            {
              label: "Inverse operations",
              definition: "Operations that undo each other: addition undoes subtraction, and multiplication undoes division.",
              explanation:
                "To get a variable on its own, look at what has been done to it and do the opposite. If a number was added, subtract it. If the variable was multiplied by a number, divide by that number.",
              example: "In x + 9 = 15, the 9 was added to x, so we subtract 9 from both sides: x = 15 − 9 = 6.",
              questions: [
                {
                  prompt: "Solve x + 9 = 15. What is x?",
                  answer: "x = 6, because subtracting 9 from both sides gives x = 15 − 9 = 6.",
                  keyTerms: ["6"],
                  hint: "Which operation undoes adding 9? Do that same operation to both sides.",
                },
                {
                  prompt: "Solve 4x = 28. What is x?",
                  answer: "x = 7, because dividing both sides by 4 gives x = 28 ÷ 4 = 7.",
                  keyTerms: ["7"],
                  hint: "Here x is being multiplied by 4. What undoes multiplying?",
                },
              ],
              misconception: {
                mistake: "Doing the same operation that is in the equation instead of its opposite, for example adding 9 again to undo + 9.",
                correction: "Always use the inverse: subtraction undoes addition, and division undoes multiplication.",
              },
            },
            {
              label: "Keeping the equation balanced",
              definition: "Whatever you do to one side of an equation, you must do to the other side, so the two sides stay equal.",
              explanation:
                "Think of an equation as a balanced scale. If you take 5 away from one pan only, the scale tips and the equation is no longer true. Doing the same thing to both sides keeps it level.",
              example: "For x − 5 = 12, add 5 to both sides: x − 5 + 5 = 12 + 5, so x = 17.",
              questions: [
                {
                  prompt: "Solve x − 5 = 12. What is x?",
                  answer: "x = 17, because adding 5 to both sides gives x = 12 + 5 = 17.",
                  keyTerms: ["17"],
                  hint: "What can you do to both sides to cancel the subtraction of 5?",
                },
                {
                  prompt: "Solve x / 3 = 8. What is x?",
                  answer: "x = 24, because multiplying both sides by 3 gives x = 8 × 3 = 24.",
                  keyTerms: ["24"],
                  hint: "x has been divided by 3. What undoes dividing, and what happens if you do it to both sides?",
                },
              ],
              misconception: {
                mistake: "Changing only one side of the equation, such as subtracting 5 from the left but not the right.",
                correction: "Apply every step to both sides; otherwise the two sides are no longer equal.",
              },
            },
          ],
          facts: [
            "An equation stays true when you do the same operation to both sides.",
            "Addition and subtraction are inverse operations.",
            "Multiplication and division are inverse operations.",
            "A solution is a value of the variable that makes the equation true.",
          ],
        },
        {
          name: "Two-Step Equations",
          concepts: [
            {
              label: "Undoing operations in reverse order",
              definition: "To solve a two-step equation, undo the addition or subtraction first, then undo the multiplication or division.",
              explanation:
                "When an expression like 3x + 5 is built, x is multiplied first and the 5 is added last. Solving unwraps it the other way round: remove the last thing that was done first, like taking off your shoes before your socks.",
              example: "3x + 5 = 20: subtract 5 from both sides to get 3x = 15, then divide both sides by 3 to get x = 5.",
              questions: [
                {
                  prompt: "Solve 3x + 5 = 20. What is x?",
                  answer: "x = 5: subtracting 5 gives 3x = 15, and dividing by 3 gives x = 5.",
                  keyTerms: ["5"],
                  hint: "First undo the addition by taking the same amount from both sides; then undo the multiplication.",
                },
                {
                  prompt: "Solve 2x − 7 = 11. What is x?",
                  answer: "x = 9: adding 7 gives 2x = 18, and dividing by 2 gives x = 9.",
                  keyTerms: ["9"],
                  hint: "Start by undoing the subtraction on both sides, then deal with the multiplication.",
                },
              ],
              misconception: {
                mistake: "Dividing before removing the added or subtracted number, for example dividing only the 3x by 3 in 3x + 5 = 20.",
                correction: "Remove the constant term first. If you divide first, you must divide every term on both sides, which is easy to get wrong.",
              },
            },
            {
              label: "Checking a solution",
              definition: "Substituting your answer back into the original equation to confirm that both sides come out equal.",
              explanation:
                "Checking turns a guess into certainty. Put your value in place of the variable, work out each side, and compare. If the sides match, the solution is right; if not, look for a slip in your steps.",
              example: "To check x = 5 in 3x + 5 = 20: 3 × 5 + 5 = 15 + 5 = 20, and the right side is 20, so it checks out.",
              questions: [
                {
                  prompt: "Is x = 4 a solution of 5x − 2 = 18? Answer yes or no and show the check.",
                  answer: "Yes: 5 × 4 − 2 = 20 − 2 = 18, which matches the right side.",
                  keyTerms: ["yes", "18"],
                  hint: "Put the number in place of x and work out the left side.",
                },
                {
                  prompt: "Check whether x = 3 solves 2x + 4 = 12. Is it a solution, and what does the left side come to?",
                  answer: "No: 2 × 3 + 4 = 10, not 12, so x = 3 is not a solution.",
                  keyTerms: ["no", "10"],
                  hint: "Substitute the value for x and compare the two sides.",
                },
              ],
              misconception: {
                mistake: "Checking in a rewritten equation from the middle of the working instead of the original one, which can hide an early mistake.",
                correction: "Always substitute into the original equation, exactly as it was given.",
              },
            },
          ],
          facts: [
            "A two-step equation needs two inverse operations to solve.",
            "Undo addition or subtraction before multiplication or division.",
            "You can check any solution by substituting it into the original equation.",
          ],
        },
        {
          name: "Equations with Variables on Both Sides",
          concepts: [
            {
              label: "Collecting like terms",
              definition: "Moving all the variable terms to one side and all the constant numbers to the other, using inverse operations on both sides.",
              explanation:
                "When x appears on both sides, first gather the x terms together by subtracting the smaller x term from both sides. Then the equation becomes a familiar two-step equation.",
              example: "5x + 2 = 3x + 10: subtract 3x from both sides to get 2x + 2 = 10, then 2x = 8, so x = 4.",
              questions: [
                {
                  prompt: "Solve 5x + 2 = 3x + 10. What is x?",
                  answer: "x = 4: subtracting 3x gives 2x + 2 = 10, then 2x = 8, so x = 4.",
                  keyTerms: ["4"],
                  hint: "Move the x terms to one side by subtracting the smaller x term from both sides.",
                },
                {
                  prompt: "Solve 7x − 3 = 2x + 12. What is x?",
                  answer: "x = 3: subtracting 2x gives 5x − 3 = 12, then 5x = 15, so x = 3.",
                  keyTerms: ["3"],
                  hint: "Get the x terms together first, then the plain numbers, then divide.",
                },
              ],
              misconception: {
                mistake: "Adding the x terms from the two sides together (for example 5x + 3x) instead of subtracting one from both sides.",
                correction: "Moving a term across the equals sign means doing its inverse to both sides: to move +3x, subtract 3x from both sides.",
              },
            },
            {
              label: "Equations with no solution or infinitely many",
              definition:
                "If the variable terms cancel out and leave a false statement, the equation has no solution; if they leave a true statement, every number is a solution.",
              explanation:
                "Sometimes collecting terms makes x disappear completely. Then look at what is left: a statement like 3 = 5 can never be true, while 6 = 6 is always true, whatever x is.",
              example: "2x + 3 = 2x + 5 becomes 3 = 5 after subtracting 2x, which is false, so there is no solution.",
              questions: [
                {
                  prompt: "How many solutions does 2x + 3 = 2x + 5 have?",
                  answer: "There is no solution: subtracting 2x from both sides leaves 3 = 5, which is never true.",
                  keyTerms: ["no solution"],
                  hint: "Subtract the same x term from both sides and look at the statement that is left.",
                },
                {
                  prompt: "How many solutions does 3(x + 2) = 3x + 6 have?",
                  answer: "Infinitely many: expanding gives 3x + 6 = 3x + 6, which is true for every value of x.",
                  keyTerms: ["infinitely"],
                  hint: "Expand the brackets on the left and compare both sides carefully.",
                },
              ],
              misconception: {
                mistake: "Thinking that when x cancels out, the answer must be x = 0.",
                correction: "When x cancels, the answer depends on what is left: a false statement means no solution, a true one means every number works.",
              },
            },
          ],
          facts: [
            "Gather variable terms on one side and constants on the other.",
            "If the variables cancel and leave a false statement, there is no solution.",
            "If the variables cancel and leave a true statement, there are infinitely many solutions.",
          ],
        },
      ],
    },
  ],
};

import type { CuratedSubject } from "./types";

export const algebraOne: CuratedSubject = {
  name: "Algebra I",
  aliases: ["Algebra 1", "Algebra", "Algebra One", "Intro to Algebra", "Introductory Algebra", "Elementary Algebra"],
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
        "A linear equation says that two expressions are equal, and solving it means finding the value of the variable that makes that true. It is the central skill of algebra, used for everything from working out a phone bill to rearranging formulas in science.",
      warmUpQuestion:
        "If I think of a number, add 4 to it, and get 10, how would you work out my number? Tell me how you thought about it, not just the answer.",
      extensionQuestion:
        "A phone plan costs $20 a month plus $0.10 for each text message, and one month's bill came to $27. Can you write an equation for the number of texts sent, solve it, and explain what each part of your equation stands for?",
      reflectionPrompt:
        "Looking back, what is the one idea that every step of solving an equation depends on? Which kind of equation still feels the trickiest to you, and why?",
      sections: [
        {
          name: "One-Step Equations",
          concepts: [
            {
              label: "Inverse operations",
              definition:
                "Operations that undo each other: subtraction undoes addition, addition undoes subtraction, division undoes multiplication, and multiplication undoes division.",
              explanation:
                "To get the variable on its own, look at what has been done to it and do the opposite. If a number was added to x, subtract that number; if x was multiplied by a number, divide by it. Whatever you do, do it to both sides so the equation stays balanced, like a pair of scales.",
              example:
                "In x + 12 = 30, the 12 was added to x, so subtract 12 from both sides: x = 30 - 12, which gives x = 18.",
              questions: [
                {
                  prompt: "Solve x + 9 = 15. What is x?",
                  answer: "x = 6, because subtracting 9 from both sides gives x = 15 - 9 = 6.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 6", values: [6] }] },
                  hint: "Which operation undoes adding 9? Do that operation to both sides.",
                  narrowerHint:
                    "Subtraction undoes addition, so subtract 9 from both sides of x + 9 = 15. What is left on each side?",
                  workedStep:
                    "Subtracting 9 from both sides leaves x on its own on the left. On the right, you take 9 away from 15. What do you get?",
                },
                {
                  prompt: "Solve 4x = 28. What is x?",
                  answer: "x = 7, because dividing both sides by 4 gives x = 28 / 4 = 7.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 7", values: [7] }] },
                  hint: "Here x is being multiplied by 4. Which operation undoes multiplying?",
                  narrowerHint: "Division undoes multiplication, so divide both sides of 4x = 28 by 4.",
                  workedStep:
                    "Dividing both sides by 4 leaves x on its own on the left. On the right, share 28 into 4 equal groups. How many are in each group?",
                },
                {
                  prompt: "Solve -3x = 27. What is x?",
                  answer: "x = -9, because dividing both sides by -3 gives x = 27 / (-3) = -9.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "x = -9", values: [-9] }],
                    wrong: [{ name: "a positive answer, 9", values: [9] }],
                  },
                  hint: "Divide both sides by the number in front of x, and think carefully about the sign of the result when a positive is divided by a negative.",
                  narrowerHint:
                    "Divide both sides by -3. Work out 27 divided by 3 first, then decide the sign: is a positive number divided by a negative number positive or negative?",
                  workedStep:
                    "Dividing both sides by -3 leaves x on its own. First ignore the signs: how many 3s make 27? Then give the result its sign: a positive divided by a negative is negative.",
                },
              ],
              misconception: {
                mistake:
                  "Using the same operation that is already in the equation, for example adding 9 again to get rid of + 9.",
                correction:
                  "Always use the opposite operation: subtraction undoes addition, and division undoes multiplication.",
              },
            },
            {
              label: "Checking a solution",
              definition:
                "Substituting a value back into the original equation to confirm that it makes both sides equal.",
              explanation:
                "Checking turns a guess into certainty. Put your value in place of the variable, work out each side separately, and compare. If the two sides match, the value is a solution; if they do not, look back through your steps for a slip.",
              example:
                "To check x = 6 in 2x + 3 = 15, work out 2(6) + 3 = 12 + 3 = 15. The right side is also 15, so x = 6 is correct.",
              questions: [
                {
                  prompt: "Is x = 4 a solution of 5x - 2 = 18? Show your check.",
                  answer: "Yes. Substituting gives 5(4) - 2 = 20 - 2 = 18, which matches the right side.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "yes, x = 4 is a solution",
                        says: ["yes", "is a solution", "it work", "true", "correct", "right"],
                      },
                      { name: "the check 5(4) - 2 = 18", values: [18] },
                    ],
                    wrong: [
                      {
                        name: "saying x = 4 is not a solution",
                        says: ["no", "!solution", "!work", "!correct", "!true"],
                      },
                    ],
                  },
                  hint: "Replace x with 4, work out the left side, and compare it with the right side.",
                  narrowerHint:
                    "Put 4 in place of x on the left side: work out 5 times 4 first, then take away 2. Does it come to the number on the right?",
                  workedStep:
                    "With x = 4, five times 4 is 20. Take away 2, then compare what you get with the right side of the equation. Do they match?",
                },
                {
                  prompt: "Which of these values solves 3x - 1 = 14: x = 4, x = 5 or x = 6? Check each one.",
                  answer:
                    "x = 5, because 3(5) - 1 = 15 - 1 = 14. The other values do not work: x = 4 gives 11 and x = 6 gives 17.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "x = 5", values: [5] }],
                    wrong: [{ name: "picking more than one value", says: ["all of them", "all three", "both"] }],
                  },
                  hint: "Substitute each value in turn, multiplying by 3 first and then subtracting 1, and see which one gives the right side.",
                  narrowerHint:
                    "Try the values one at a time. For x = 4 the left side is 3(4) - 1 = 11, which is not 14. Now try the other two.",
                  workedStep:
                    "x = 4 gives 3(4) - 1 = 11 and x = 6 gives 3(6) - 1 = 17, and neither is 14. Check the remaining value to be sure it gives 14.",
                },
                {
                  prompt:
                    "Jamal solved 3x + 7 = 25 and got x = 8. What does the left side come to when x = 8, and was Jamal right?",
                  answer:
                    "The left side comes to 3(8) + 7 = 24 + 7 = 31, not 25, so Jamal was wrong. The correct solution is x = 6.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "the left side comes to 31", values: [31] },
                      {
                        name: "Jamal was wrong",
                        says: [
                          "wrong",
                          "incorrect",
                          "!right",
                          "!correct",
                          "no",
                          "mistake",
                          "!solution",
                          "!work",
                          "!equal 25",
                        ],
                      },
                    ],
                    wrong: [
                      {
                        name: "saying Jamal was right",
                        says: ["jamal be right", "he be right", "jamal be correct", "he be correct", "yes"],
                      },
                    ],
                  },
                  hint: "Replace x with 8, do the multiplication first, then the addition, and compare the result with the right side.",
                  narrowerHint:
                    "Replace x with 8: work out 3 times 8 first, then add 7, and compare the total with 25.",
                  workedStep: "With x = 8, 3(8) = 24. Now add the 7, and compare the total with the right side, 25.",
                },
              ],
              misconception: {
                mistake:
                  "Checking the answer in one of the rewritten equations from the middle of the working instead of in the original equation.",
                correction:
                  "Always substitute into the original equation exactly as it was given; a slip in an early step carries into the rewritten equations and would stay hidden.",
              },
            },
          ],
          facts: [
            "A solution of an equation is a value of the variable that makes the equation true.",
            "Doing the same operation to both sides of an equation keeps it balanced and does not change its solution.",
            "Addition and subtraction are inverse operations, and so are multiplication and division.",
            "You can check any solution by substituting it into the original equation.",
          ],
        },
        {
          name: "Multi-Step Equations",
          concepts: [
            {
              label: "Undoing operations in reverse order",
              definition:
                "To solve an equation such as 3x + 4 = 19, first undo the addition or subtraction, then undo the multiplication or division.",
              explanation:
                "When the expression 3x + 4 is built, x is multiplied by 3 first and the 4 is added last. Solving unwraps it the other way round, removing the last thing that was done first, just as you take off your shoes before your socks.",
              example:
                "4x + 3 = 31: subtract 3 from both sides to get 4x = 28, then divide both sides by 4 to get x = 7.",
              questions: [
                {
                  prompt: "Solve 3x + 4 = 19. What is x?",
                  answer:
                    "x = 5: subtracting 4 from both sides gives 3x = 15, and dividing both sides by 3 gives x = 5.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 5", values: [5] }] },
                  hint: "First undo the addition by subtracting the same amount from both sides; then undo the multiplication.",
                  narrowerHint: "Subtract 4 from both sides first. Which equation is left?",
                  workedStep: "Subtracting 4 from both sides gives 3x = 15. Now undo the multiplication by 3.",
                },
                {
                  prompt: "Solve 2x - 7 = 11. What is x?",
                  answer: "x = 9: adding 7 to both sides gives 2x = 18, and dividing both sides by 2 gives x = 9.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 9", values: [9] }] },
                  hint: "Start by undoing the subtraction on both sides, then deal with the multiplication.",
                  narrowerHint: "Add 7 to both sides to undo the subtraction, then look at the number multiplying x.",
                  workedStep: "Adding 7 to both sides gives 2x = 18. Which number times 2 makes 18?",
                },
                {
                  prompt: "Solve x / 5 + 2 = 6. What is x?",
                  answer:
                    "x = 20: subtracting 2 from both sides gives x / 5 = 4, and multiplying both sides by 5 gives x = 20.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 20", values: [20] }] },
                  hint: "Undo the + 2 first. Then ask yourself which operation undoes dividing by 5.",
                  narrowerHint:
                    "Subtract 2 from both sides, which leaves x divided by 5 on the left. Then multiply both sides by 5.",
                  workedStep: "Subtracting 2 from both sides gives x / 5 = 4. Multiply both sides by 5 to finish.",
                },
              ],
              misconception: {
                mistake:
                  "Dividing only part of the equation, for example dividing 3x by 3 in 3x + 4 = 19 but leaving the 4 and the 19 unchanged.",
                correction:
                  "Remove the added or subtracted number first. If you do divide first, you must divide every term on both sides, which is easy to get wrong.",
              },
            },
            {
              label: "The distributive property",
              definition:
                "Multiplying a number by a sum is the same as multiplying it by each term of the sum and adding the results: a(b + c) = ab + ac.",
              explanation:
                "When an equation has parentheses, a good first step is to distribute: multiply the number outside by every term inside. Then combine like terms, which are terms with the same variable part such as 4x and 2x, and solve the two-step equation that is left.",
              example:
                "3(x + 2) = 27: distribute to get 3x + 6 = 27, subtract 6 to get 3x = 21, then divide by 3 to get x = 7.",
              questions: [
                {
                  prompt: "Solve 2(x + 4) = 18. What is x?",
                  answer:
                    "x = 5: distributing gives 2x + 8 = 18, subtracting 8 gives 2x = 10, and dividing by 2 gives x = 5.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 5", values: [5] }] },
                  hint: "Multiply the 2 by both terms inside the parentheses first, then solve the two-step equation.",
                  narrowerHint: "Multiply the 2 by x and by 4 to remove the parentheses, then undo the addition.",
                  workedStep:
                    "Distributing gives 2x + 8 = 18, and subtracting 8 from both sides gives 2x = 10. One step is left.",
                },
                {
                  prompt: "Solve 4(x - 1) + 2x = 32. What is x?",
                  answer:
                    "x = 6: distributing gives 4x - 4 + 2x = 32, combining like terms gives 6x - 4 = 32, so 6x = 36 and x = 6.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 6", values: [6] }] },
                  hint: "Distribute the 4, then combine the two x terms on the left before you start undoing operations.",
                  narrowerHint: "Distribute the 4 over x and -1, then add the x terms on the left together.",
                  workedStep:
                    "Distributing gives 4x - 4 + 2x = 32. Combine the x terms, add 4 to both sides, and then divide.",
                },
                {
                  prompt: "Solve -2(x + 5) = 4. What is x?",
                  answer:
                    "x = -7: distributing gives -2x - 10 = 4, adding 10 gives -2x = 14, and dividing by -2 gives x = -7.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = -7", values: [-7] }] },
                  hint: "Distribute the -2 to both terms inside the parentheses, and watch the signs: a negative times a positive is negative.",
                  narrowerHint:
                    "Multiply -2 by x and by 5; the second product is negative. Then undo that constant on both sides.",
                  workedStep:
                    "Distributing gives -2x - 10 = 4, and adding 10 to both sides gives -2x = 14. Divide both sides by -2, minding the sign.",
                },
              ],
              misconception: {
                mistake:
                  "Multiplying only the first term inside the parentheses, for example writing 2(x + 4) as 2x + 4.",
                correction: "The number outside multiplies every term inside, so 2(x + 4) = 2x + 8.",
              },
            },
          ],
          facts: [
            "In a two-step equation, undo addition or subtraction before multiplication or division.",
            "The distributive property says that a(b + c) = ab + ac.",
            "Like terms have the same variable part, so 4x + 2x = 6x, but 4x and 4 cannot be combined.",
            "Distributing a negative number changes the sign of every term inside the parentheses.",
          ],
        },
        {
          name: "Variables on Both Sides",
          concepts: [
            {
              label: "Collecting variable terms",
              definition:
                "Moving all the variable terms to one side of an equation and all the constant numbers to the other, by doing the same operation to both sides.",
              explanation:
                "When x appears on both sides, first gather the x terms together, usually by subtracting the smaller x term from both sides. What is left is a familiar two-step equation that you already know how to solve.",
              example: "5x + 1 = 2x + 22: subtract 2x from both sides to get 3x + 1 = 22, then 3x = 21, so x = 7.",
              questions: [
                {
                  prompt: "Solve 5x + 2 = 3x + 10. What is x?",
                  answer: "x = 4: subtracting 3x from both sides gives 2x + 2 = 10, then 2x = 8, so x = 4.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 4", values: [4] }] },
                  hint: "Subtract the smaller x term from both sides so that x appears on only one side.",
                  narrowerHint:
                    "Subtract 3x from both sides so that x is only on the left, then solve the two-step equation that is left.",
                  workedStep:
                    "Subtracting 3x from both sides gives 2x + 2 = 10, and subtracting 2 gives 2x = 8. One step is left.",
                },
                {
                  prompt: "Solve 7x - 3 = 2x + 12. What is x?",
                  answer: "x = 3: subtracting 2x from both sides gives 5x - 3 = 12, then 5x = 15, so x = 3.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 3", values: [3] }] },
                  hint: "Get the x terms together first, then the plain numbers, and divide last.",
                  narrowerHint:
                    "Take 2x away from both sides so the x terms are together on the left, then undo the subtraction.",
                  workedStep:
                    "Taking 2x away from both sides and then undoing the subtraction gets you to 5x = 15. Divide to finish.",
                },
                {
                  prompt: "Solve 3(x + 4) = 5x - 2. What is x?",
                  answer:
                    "x = 7: distributing gives 3x + 12 = 5x - 2, subtracting 3x gives 12 = 2x - 2, then 14 = 2x, so x = 7.",
                  rubric: { kind: "numeric", ideas: [{ name: "x = 7", values: [7] }] },
                  hint: "Distribute on the left first. Then subtract the smaller x term from both sides, even if the x ends up on the right.",
                  narrowerHint:
                    "Distribute on the left, then subtract 3x from both sides so the x terms end up together on the right.",
                  workedStep:
                    "Distributing gives 3x + 12 = 5x - 2. Subtracting 3x from both sides gives 12 = 2x - 2, so 14 = 2x. Divide to finish.",
                },
              ],
              misconception: {
                mistake:
                  "Adding the x terms from the two sides together, for example turning 5x + 2 = 3x + 10 into 8x + 2 = 10.",
                correction:
                  "To remove a term from one side, do its inverse to both sides: to remove +3x from the right, subtract 3x from both sides, which leaves 2x on the left.",
              },
            },
            {
              label: "Equations where x cancels",
              definition:
                "If the variable terms cancel and leave a false statement such as 3 = 5, the equation has no solution; if they leave a true statement such as 6 = 6, every number is a solution.",
              explanation:
                "Sometimes collecting terms makes x disappear completely. Then look at what is left. A statement that can never be true means no value of x works, while a statement that is always true means every value of x works.",
              example:
                "2(x + 3) = 2x + 6 becomes 2x + 6 = 2x + 6 after distributing, and subtracting 2x from both sides leaves 6 = 6. That is always true, so every value of x makes the equation true.",
              questions: [
                {
                  prompt: "How many solutions does 2x + 3 = 2x + 5 have?",
                  answer: "There is no solution: subtracting 2x from both sides leaves 3 = 5, which is never true.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "no solution",
                        says: [
                          "no solution",
                          "no solutions",
                          "!solution",
                          "none",
                          "0 solution",
                          "0 solutions",
                          "never true",
                          "no answer",
                          "no value",
                          "!answer",
                          "impossible",
                        ],
                        values: [0],
                      },
                    ],
                    wrong: [
                      {
                        name: "infinitely many solutions",
                        says: [
                          "infinite",
                          "infinitely",
                          "infinity",
                          "every value",
                          "every number",
                          "all value",
                          "all number",
                          "any number",
                          "any value",
                          "always true",
                          "endless",
                          "unlimited",
                          "many solution",
                          "all real",
                        ],
                      },
                      { name: "one solution", says: ["one solution", "1 solution"] },
                    ],
                  },
                  hint: "Subtract 2x from both sides and look at the statement that is left. Can it ever be true?",
                  narrowerHint:
                    "Subtract 2x from both sides. Is the statement that is left true for some value of x, for every value, or for none?",
                  workedStep:
                    "Subtracting 2x from both sides leaves 3 = 5. Could any value of x make 3 equal 5? Decide how many solutions that means.",
                },
                {
                  prompt: "How many solutions does 3(x + 2) = 3x + 6 have?",
                  answer: "Infinitely many: distributing gives 3x + 6 = 3x + 6, which is true for every value of x.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "infinitely many solutions",
                        says: [
                          "infinite",
                          "infinitely",
                          "infinity",
                          "every value",
                          "every number",
                          "all value",
                          "all number",
                          "any number",
                          "any value",
                          "always true",
                          "endless",
                          "unlimited",
                          "many solution",
                          "all real",
                        ],
                      },
                    ],
                    wrong: [
                      {
                        name: "no solution",
                        says: [
                          "no solution",
                          "no solutions",
                          "!solution",
                          "none",
                          "0 solution",
                          "0 solutions",
                          "never true",
                          "no answer",
                          "no value",
                          "!answer",
                          "impossible",
                        ],
                      },
                      { name: "one solution", says: ["one solution", "1 solution"] },
                    ],
                  },
                  hint: "Distribute the 3 on the left and compare the two sides carefully.",
                  narrowerHint: "Distribute the 3 on the left and compare the two sides: are they the same expression?",
                  workedStep:
                    "Distributing gives 3x + 6 = 3x + 6, so the two sides are identical. Which values of x make that true?",
                },
                {
                  prompt:
                    "Does 2(3x - 1) = 6x + 4 have one solution, no solution, or infinitely many solutions? Explain.",
                  answer:
                    "It has no solution: distributing gives 6x - 2 = 6x + 4, and subtracting 6x leaves -2 = 4, which is false.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "no solution",
                        says: [
                          "no solution",
                          "no solutions",
                          "!solution",
                          "none",
                          "0 solution",
                          "0 solutions",
                          "never true",
                          "no answer",
                          "no value",
                          "!answer",
                          "impossible",
                        ],
                      },
                      {
                        name: "the x terms cancel and leave a false statement, -2 = 4",
                        says: [
                          "false",
                          "never true",
                          "!true",
                          "not true",
                          "!equal",
                          "contradiction",
                          "cancel",
                          "x disappear",
                          "x go away",
                          "same slope",
                          "parallel",
                        ],
                        values: [-2],
                      },
                    ],
                    wrong: [
                      {
                        name: "infinitely many solutions",
                        says: [
                          "infinite",
                          "infinitely",
                          "infinity",
                          "every value",
                          "every number",
                          "all value",
                          "all number",
                          "any number",
                          "any value",
                          "always true",
                          "endless",
                          "unlimited",
                          "many solution",
                          "all real",
                        ],
                      },
                      { name: "one solution", says: ["one solution", "1 solution"] },
                    ],
                  },
                  hint: "Distribute first, then subtract 6x from both sides and decide whether what remains is true or false.",
                  narrowerHint: "Distribute the 2, then subtract 6x from both sides and look at what is left.",
                  workedStep:
                    "Distributing gives 6x - 2 = 6x + 4, and subtracting 6x from both sides leaves -2 = 4. Is that ever true? Decide what that means for the number of solutions.",
                },
              ],
              misconception: {
                mistake: "Thinking that when x cancels out, the answer must be x = 0.",
                correction:
                  "When x cancels, read what is left: a false statement means no solution, and a true statement means every number is a solution. x = 0 is a solution only if it makes the original equation true.",
              },
            },
          ],
          facts: [
            "Gather the variable terms on one side and the constants on the other before dividing.",
            "If the variable cancels and leaves a false statement, the equation has no solution.",
            "If the variable cancels and leaves a true statement, the equation has infinitely many solutions.",
            "A linear equation in one variable has exactly one solution, no solution, or infinitely many solutions.",
          ],
        },
      ],
    },
    {
      name: "Functions and Graphs",
      overview:
        "A function is a rule that gives exactly one output for each input, and its graph turns that rule into a picture. Linear functions, whose graphs are straight lines, describe steady change such as a constant speed or a fixed hourly wage.",
      warmUpQuestion:
        "Have you seen a graph recently, maybe in a science class or a news story? What do you think a graph can show you that a list of numbers cannot?",
      extensionQuestion:
        "A taxi company charges a $3 pick-up fee plus $2 per mile, and a rival charges $4 plus $1.50 per mile. Write a function for each, explain what the slope and y-intercept mean for a passenger, and work out for which trip length the two cost the same. Which company would you choose for a short trip and for a long one?",
      reflectionPrompt:
        "Think back over functions, slope and intercepts. How would you now explain to a friend what the graph of y = 2x + 1 tells you, and which part of this topic feels least clear so far?",
      sections: [
        {
          name: "What Is a Function?",
          concepts: [
            {
              label: "Function",
              definition: "A rule that assigns exactly one output to each input.",
              explanation:
                "Think of a function as a machine: you put in an input and it gives back one output. The same input must always give the same output, although different inputs are allowed to share an output. We usually call the inputs x and the outputs y.",
              example:
                "The rule 'multiply by 2, then add 3' is a function: the input 4 always gives 11, and the input 10 always gives 23.",
              questions: [
                {
                  prompt:
                    "The pairs (1, 4), (2, 5), (3, 6) and (1, 7) do not form a function. Which input causes the problem?",
                  answer: "The input 1, because it is paired with two different outputs, 4 and 7.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "the input 1", values: [1], says: ["input 1", "x = 1", "first number 1"] }],
                  },
                  hint: "Look at the first number in each pair. Does any first number appear more than once with different second numbers?",
                  narrowerHint:
                    "Read the first number of each pair in order. One of them appears twice, with a different second number each time. Which one?",
                  workedStep:
                    "The inputs are the first numbers of the pairs. The pairs (2, 5) and (3, 6) are fine, because 2 and 3 each appear once. Which input appears twice, with the outputs 4 and 7?",
                },
                {
                  prompt:
                    "In a vending machine, each button gives exactly one snack, but buttons A1 and B2 both give a granola bar. Is the machine still a function from buttons to snacks? Answer yes or no, and explain.",
                  answer:
                    "Yes, it is still a function, because each button (input) gives only one snack (output); two inputs are allowed to share the same output.",
                  rubric: {
                    kind: "explanation",
                    ideas: [
                      {
                        name: "yes, it is still a function",
                        says: ["yes", "still a function", "it be a function", "is a function"],
                      },
                      {
                        name: "each button (input) gives only one snack (output)",
                        says: [
                          "one snack",
                          "one output",
                          "only one",
                          "exactly one",
                          "1 output",
                          "1 snack",
                          "each button",
                          "each input",
                          "same output",
                          "share",
                          "two input",
                          "different button",
                          "one thing",
                          "single output",
                          "single snack",
                        ],
                      },
                    ],
                    wrong: [{ name: "saying it is not a function", says: ["no", "not a function", "!function"] }],
                  },
                  hint: "The rule for a function is about inputs. Does any single input here give two different outputs?",
                  narrowerHint:
                    "Check the rule from the side of the inputs: does pressing any one button ever give two different snacks? Two buttons sharing a snack is a different thing.",
                  workedStep:
                    "Button A1 always gives a granola bar, and so does B2, but neither one ever gives two different snacks. Does that break the rule that each input has exactly one output?",
                },
                {
                  prompt:
                    "Which of these is not a function: y = 3x + 1, y = x^2 or x = y^2? Use the vertical line test.",
                  answer:
                    "x = y^2 is not a function: for x = 4, y can be 2 or -2, so a vertical line at x = 4 crosses its graph twice.",
                  rubric: {
                    kind: "expression",
                    ideas: [
                      { name: "x = y^2", equals: "x = y^2", says: ["third", "last one", "last equation", "3rd"] },
                      {
                        name: "a vertical line crosses its graph twice",
                        says: [
                          "twice",
                          "two point",
                          "two y",
                          "2 y",
                          "two output",
                          "two value",
                          "more than once",
                          "2 point",
                          "two place",
                          "positive and negative",
                          "2 output",
                          "two answer",
                          "2 and -2",
                        ],
                        weight: 0.25,
                      },
                    ],
                    wrong: [
                      { name: "choosing y = x^2", equals: "y = x^2" },
                      { name: "choosing y = 3x + 1", equals: "y = 3x + 1" },
                    ],
                  },
                  hint: "For each one, ask whether a single x-value could give two different y-values. Try putting in a positive value for x.",
                  narrowerHint:
                    "Try x = 4 in each one. The first two each give a single y. How many y-values square to 4?",
                  workedStep:
                    "y = 3x + 1 gives one y for each x, and so does y = x^2, because squaring a number gives just one result. Now try the last one with x = 4: how many y-values make it true?",
                },
              ],
              misconception: {
                mistake: "Thinking that two different inputs can never share the same output in a function.",
                correction:
                  "The rule only limits inputs: each input must have exactly one output. Different inputs may share an output, as in y = x^2, where 2 and -2 both give 4.",
              },
            },
            {
              label: "Function notation",
              definition: "Writing f(x), read 'f of x', for the output of a function named f when the input is x.",
              explanation:
                "Function notation names the function and shows the input inside the parentheses. To evaluate f(4), replace every x in the rule with 4 and work it out. Here the parentheses do not mean multiplication.",
              example: "If f(x) = 2x + 1, then f(3) = 2(3) + 1 = 7.",
              questions: [
                {
                  prompt: "If f(x) = 3x - 2, what is f(4)?",
                  answer: "f(4) = 10, because 3(4) - 2 = 12 - 2 = 10.",
                  rubric: { kind: "numeric", ideas: [{ name: "f(4) = 10", values: [10] }] },
                  hint: "Replace x with 4 in the rule, multiply first, then subtract.",
                  narrowerHint: "Replace every x in 3x - 2 with 4. Multiply first, then subtract.",
                  workedStep: "Three times 4 is 12. Now take the 2 away from that.",
                },
                {
                  prompt: "If g(x) = x^2 - 5, what is g(-3)?",
                  answer: "g(-3) = 4, because (-3)^2 - 5 = 9 - 5 = 4.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "g(-3) = 4", values: [4] }],
                    wrong: [{ name: "squaring -3 as -9", values: [-14] }],
                  },
                  hint: "Substitute -3 for x, and remember that a negative number multiplied by itself is positive.",
                  narrowerHint: "Replace x with -3 and square it first: a negative times a negative is positive.",
                  workedStep: "(-3)^2 = 9, because a negative times a negative is positive. Now take away the 5.",
                },
                {
                  prompt: "If f(x) = 5x + 2 and f(a) = 37, what is a?",
                  answer: "a = 7, because 5a + 2 = 37 gives 5a = 35, so a = 7.",
                  rubric: { kind: "numeric", ideas: [{ name: "a = 7", values: [7] }] },
                  hint: "Write the rule with a in place of x, set it equal to the output you are given, and solve it like a two-step equation.",
                  narrowerHint:
                    "Set 5a + 2 equal to 37 and solve it like a two-step equation: subtract 2 from both sides first.",
                  workedStep: "5a + 2 = 37, so 5a = 35. Divide both sides by 5.",
                },
              ],
              misconception: {
                mistake: "Reading f(x) as f multiplied by x.",
                correction:
                  "f(x) is the name of an output: f is the function and x is the input. f(3) means the output when the input is 3, not f times 3.",
              },
            },
            {
              label: "Domain and range",
              definition:
                "The domain of a function is the set of all allowed inputs, and the range is the set of all outputs the function actually produces.",
              explanation:
                "Domain is about what you are allowed to put in, and range is about what can come out. In real situations common sense often limits the domain: you cannot buy -3 tickets or half a ticket.",
              example: "For the pairs (0, 3), (1, 5) and (3, 9), the domain is {0, 1, 3} and the range is {3, 5, 9}.",
              questions: [
                {
                  prompt: "What is the domain of the pairs (2, 5), (4, 9) and (6, 13)?",
                  answer: "The domain is {2, 4, 6}, the set of inputs.",
                  rubric: {
                    kind: "numeric",
                    ideas: [
                      { name: "2", values: [2] },
                      { name: "4", values: [4] },
                      { name: "6", values: [6] },
                    ],
                    wrong: [{ name: "the outputs 5, 9 and 13, which are the range", values: [5, 9, 13], common: true }],
                  },
                  hint: "The domain is made of the first number in each pair.",
                  narrowerHint:
                    "Write the inputs as a set in curly brackets. Leave out the second numbers: those belong to the range.",
                  workedStep:
                    "The first pair gives the input 2, so the domain starts {2, ...}. Add the first numbers of the other two pairs.",
                },
                {
                  prompt:
                    "Movie tickets cost $8 each, so C = 8n is the cost of n tickets. If a group can buy 1, 2, 3 or 4 tickets, what is the range of this function?",
                  answer: "The range is {8, 16, 24, 32}, the costs in dollars of 1, 2, 3 and 4 tickets.",
                  rubric: {
                    kind: "numeric",
                    ideas: [
                      { name: "8", values: [8] },
                      { name: "16", values: [16] },
                      { name: "24", values: [24] },
                      { name: "32", values: [32] },
                    ],
                  },
                  hint: "Work out the cost for each allowed number of tickets; the list of costs is the range.",
                  narrowerHint:
                    "Work out C = 8n for n = 1, n = 2, n = 3 and n = 4, one at a time; the results make up the range.",
                  workedStep:
                    "For 1 ticket C = 8, and for 2 tickets C = 16. Work out the costs of 3 and 4 tickets, and list all four costs.",
                },
              ],
              misconception: {
                mistake: "Mixing up domain and range, for example listing the outputs when asked for the domain.",
                correction:
                  "Domain means inputs (usually x, the first number in each pair) and range means outputs (usually y, the second number).",
              },
            },
          ],
          facts: [
            "A function gives exactly one output for each input.",
            "f(x) is read 'f of x' and means the output of the function f for the input x.",
            "The domain is the set of inputs, and the range is the set of outputs.",
            "A graph shows a function if no vertical line crosses it more than once; this is the vertical line test.",
          ],
        },
        {
          name: "Slope and Rate of Change",
          concepts: [
            {
              label: "Slope",
              definition:
                "A measure of how steep a line is: the change in y divided by the change in x between any two points on the line.",
              explanation:
                "Slope is often described as rise over run: how far the line goes up or down for each step to the right. A positive slope goes uphill from left to right, a negative slope goes downhill, and a horizontal line has slope 0. For points (x1, y1) and (x2, y2), the slope is m = (y2 - y1) / (x2 - x1).",
              example: "From (1, 2) to (3, 8), y rises by 8 - 2 = 6 while x runs 3 - 1 = 2, so the slope is 6 / 2 = 3.",
              questions: [
                {
                  prompt: "What is the slope of the line through (0, 1) and (2, 11)?",
                  answer:
                    "The slope is 5, because y changes by 11 - 1 = 10 while x changes by 2 - 0 = 2, and 10 / 2 = 5.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "a slope of 5", values: [5] }],
                    wrong: [{ name: "dividing the change in x by the change in y", values: [0.2], common: true }],
                  },
                  hint: "Find how much y changes and how much x changes, then divide the change in y by the change in x.",
                  narrowerHint:
                    "y goes from 1 to 11 and x goes from 0 to 2. Work out both changes, then divide the change in y by the change in x.",
                  workedStep: "The change in y is 11 - 1 = 10 and the change in x is 2 - 0 = 2. Now divide 10 by 2.",
                },
                {
                  prompt: "What is the slope of the line through (-2, 5) and (2, -3)?",
                  answer: "The slope is -2, because (-3 - 5) / (2 - (-2)) = -8 / 4 = -2.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "a slope of -2", values: [-2] }],
                    wrong: [{ name: "dividing the change in x by the change in y", values: [-0.5], common: true }],
                  },
                  hint: "Subtract in the same order on the top and the bottom, and watch the signs: subtracting a negative number is the same as adding.",
                  narrowerHint:
                    "Take the first point's y from the second point's y, and the first point's x from the second point's x, in the same order; then divide.",
                  workedStep: "The change in y is -3 - 5 = -8, and the change in x is 4. Divide -8 by 4.",
                },
                {
                  prompt: "What is the slope of the line through (3, 4) and (7, 4), and what kind of line is it?",
                  answer: "The slope is 0, because y does not change (4 - 4 = 0), so it is a horizontal line.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "a slope of 0", values: [0], says: ["zero slope"] },
                      { name: "a horizontal line", says: ["horizontal", "flat", "straight across", "level"] },
                    ],
                    wrong: [
                      { name: "calling it a vertical line", says: ["vertical"] },
                      { name: "calling the slope undefined", says: ["undefined"] },
                    ],
                  },
                  hint: "Compare the y-coordinates of the two points. How much does y change?",
                  narrowerHint:
                    "Both points have the same y-coordinate. What is the change in y, and what does a line look like when y never changes?",
                  workedStep:
                    "The change in y is 4 - 4 and the change in x is 7 - 3. Work out the slope, then picture a line that neither rises nor falls as you move right.",
                },
              ],
              misconception: {
                mistake:
                  "Dividing the change in x by the change in y, or subtracting the coordinates in a different order on the top and the bottom.",
                correction:
                  "Slope is the change in y over the change in x, and both subtractions must go in the same order: (y2 - y1) / (x2 - x1).",
              },
            },
            {
              label: "Rate of change",
              definition:
                "How much one quantity changes for each one-unit change in another; for a linear function it is constant and equal to the slope.",
              explanation:
                "In real situations a slope has units, such as dollars per hour or kilometers per hour. A constant rate of change is exactly what makes a graph a straight line; if the rate changes, the graph curves.",
              example:
                "A candle 20 cm tall burns down to 14 cm in 3 hours. Its height changes by -6 cm in 3 hours, a rate of -2 cm per hour.",
              questions: [
                {
                  prompt:
                    "A cyclist rides 45 km in 3 hours at a steady speed. What is the rate of change of distance with time?",
                  answer: "The rate is 15 km per hour, because 45 / 3 = 15.",
                  rubric: { kind: "numeric", ideas: [{ name: "15 km per hour", values: [15] }] },
                  hint: "Divide the change in distance by the change in time.",
                  narrowerHint: "Divide the change in distance by the change in time: 45 km shared over 3 hours.",
                  workedStep:
                    "At a steady speed, 30 km takes 2 hours. How many kilometres is that for each single hour?",
                },
                {
                  prompt:
                    "In a table, x = 0, 1, 2, 3 gives y = 5, 9, 13, 17. By how much does y increase each time x increases by 1?",
                  answer: "y increases by 4 each time, so the rate of change is 4 and the function is linear.",
                  rubric: { kind: "numeric", ideas: [{ name: "4 each time", values: [4] }] },
                  hint: "Subtract each y-value from the next one and see whether the difference stays the same.",
                  narrowerHint:
                    "Subtract each y-value from the one after it, and check that the difference is the same every time.",
                  workedStep:
                    "From x = 0 to x = 1, y goes from 5 up to 9. How far did it go up? Check that the other steps go up by the same amount.",
                },
                {
                  prompt:
                    "A phone battery is at 80% at 1 pm and at 50% at 4 pm, falling steadily. By how many percentage points does it fall each hour?",
                  answer:
                    "It falls by 10 percentage points each hour: the change is 50 - 80 = -30 over 3 hours, a rate of -10 per hour.",
                  rubric: { kind: "numeric", ideas: [{ name: "10 percentage points each hour", values: [10, -10] }] },
                  hint: "Find the total change in charge and the number of hours that passed, then divide.",
                  narrowerHint:
                    "Find the total fall, 80 - 50, and the number of hours that passed, from 1 pm to 4 pm. Then divide.",
                  workedStep:
                    "The charge falls by 30 percentage points over 3 hours. Share that fall equally between the hours.",
                },
              ],
              misconception: {
                mistake:
                  "Thinking that a steeper-looking graph always shows a faster rate, without checking the scales on the axes.",
                correction:
                  "How steep a line looks depends on how the axes are drawn. Compare rates by calculating change in y divided by change in x, with units.",
              },
            },
          ],
          facts: [
            "Slope = (change in y) / (change in x) = (y2 - y1) / (x2 - x1).",
            "A line that rises from left to right has a positive slope; a line that falls has a negative slope.",
            "A horizontal line has slope 0, and a vertical line has an undefined slope.",
            "A linear function has a constant rate of change, which is why its graph is a straight line.",
          ],
        },
        {
          name: "Graphing Linear Functions",
          concepts: [
            {
              label: "Slope-intercept form",
              definition:
                "The equation y = mx + b, where m is the slope of the line and b is the y-intercept, the value of y where the line crosses the y-axis.",
              explanation:
                "Slope-intercept form lets you read a line's two key facts straight from its equation. To graph it, plot the point (0, b), then use the slope to step to another point, for example up m and right 1. Join the points with a straight line.",
              example: "For y = 2x - 3, start at (0, -3) on the y-axis, then go up 2 and right 1 to reach (1, -1).",
              questions: [
                {
                  prompt: "What is the slope of the line y = 4x + 7?",
                  answer: "The slope is 4, the number multiplying x.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "a slope of 4", values: [4], says: ["slope 4", "m = 4"] }],
                    wrong: [
                      {
                        name: "taking the number on its own, 7, as the slope",
                        says: ["slope 7", "m = 7", "7 slope"],
                        common: true,
                      },
                    ],
                  },
                  hint: "Compare the equation with y = mx + b. Which letter stands for the slope, and which number is in its place?",
                  narrowerHint:
                    "In y = mx + b the slope m is the number multiplying x. Which number sits right next to the x here?",
                  workedStep:
                    "Here b = 7, the number on its own, so 7 is not the slope. The slope is the other number in the equation.",
                },
                {
                  prompt: "Write the equation of the line with slope -2 and y-intercept 5.",
                  answer: "The equation is y = -2x + 5, because m = -2 and b = 5.",
                  rubric: {
                    kind: "expression",
                    ideas: [{ name: "y = -2x + 5", equals: "y = -2x + 5" }],
                    wrong: [{ name: "swapping the slope and the intercept", equals: "y = 5x - 2", common: true }],
                  },
                  hint: "Put the slope in place of m and the intercept in place of b in y = mx + b.",
                  narrowerHint: "Start from y = mx + b, then replace m with the slope and b with the y-intercept.",
                  workedStep:
                    "With the slope in place of m you get y = -2x + b. Now put the y-intercept in place of b.",
                },
                {
                  prompt: "Find the equation, in the form y = mx + b, of the line through (0, 3) and (2, 11).",
                  answer:
                    "y = 4x + 3: the slope is (11 - 3) / (2 - 0) = 8 / 2 = 4, and the line crosses the y-axis at (0, 3), so b = 3.",
                  rubric: {
                    kind: "expression",
                    ideas: [{ name: "y = 4x + 3", equals: "y = 4x + 3" }],
                    wrong: [{ name: "swapping the slope and the intercept", equals: "y = 3x + 4" }],
                  },
                  hint: "One of the points is on the y-axis, which gives you b. Work out the slope from the two points to get m.",
                  narrowerHint:
                    "The point (0, 3) is on the y-axis, so b is its y-value. Find the slope m from (11 - 3) / (2 - 0).",
                  workedStep:
                    "b = 3, and the slope is 8 / 2. Work out the slope, then write y = mx + b with both numbers in place.",
                },
              ],
              misconception: {
                mistake: "Taking the number on its own as the slope, for example saying y = 4x + 7 has slope 7.",
                correction:
                  "In y = mx + b the slope m is the number multiplying x, and b is where the line crosses the y-axis, at the point (0, b).",
              },
            },
            {
              label: "Intercepts",
              definition:
                "The x-intercept is the point where a graph crosses the x-axis, where y = 0; the y-intercept is the point where it crosses the y-axis, where x = 0.",
              explanation:
                "To find the y-intercept, set x = 0 and work out y; to find the x-intercept, set y = 0 and solve for x. Two intercepts are enough to draw a line: plot both and join them. In real situations an intercept often means a starting value or the moment something runs out.",
              example:
                "For 5x + 2y = 10, setting x = 0 gives y = 5 and setting y = 0 gives x = 2, so the line passes through (0, 5) and (2, 0).",
              questions: [
                {
                  prompt: "What is the x-intercept of y = 2x - 8?",
                  answer: "The x-intercept is (4, 0), because 0 = 2x - 8 gives 2x = 8, so x = 4.",
                  rubric: {
                    kind: "numeric",
                    ideas: [{ name: "the point (4, 0)", values: [4], points: [[4, 0]] }],
                    wrong: [
                      { name: "giving the y-intercept, (0, -8)", points: [[0, -8]], values: [-8], common: true },
                      { name: "writing the point the wrong way round, (0, 4)", points: [[0, 4]] },
                    ],
                  },
                  hint: "On the x-axis, y is 0. Replace y with 0 and solve for x.",
                  narrowerHint: "Replace y with 0 to get 0 = 2x - 8, then solve for x.",
                  workedStep: "0 = 2x - 8 becomes 2x = 8 after adding 8 to both sides. One step is left.",
                },
                {
                  prompt: "Find both intercepts of 4x + 3y = 24.",
                  answer:
                    "The y-intercept is (0, 8), because 3y = 24 when x = 0, and the x-intercept is (6, 0), because 4x = 24 when y = 0.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      {
                        name: "the y-intercept (0, 8)",
                        points: [[0, 8]],
                        says: ["y intercept 8", "y = 8", "8 y intercept", "y intercept at 8"],
                      },
                      {
                        name: "the x-intercept (6, 0)",
                        points: [[6, 0]],
                        says: ["x intercept 6", "x = 6", "6 x intercept", "x intercept at 6"],
                      },
                    ],
                    wrong: [
                      {
                        name: "swapping the two intercepts",
                        points: [
                          [8, 0],
                          [0, 6],
                        ],
                        says: [
                          "x intercept 8",
                          "y intercept 6",
                          "x = 8",
                          "y = 6",
                          "x intercept at 8",
                          "y intercept at 6",
                        ],
                        common: true,
                      },
                    ],
                  },
                  hint: "Set x = 0 and solve for y; then, separately, set y = 0 and solve for x.",
                  narrowerHint: "Set x = 0, which leaves 3y = 24; then, separately, set y = 0, which leaves 4x = 24.",
                  workedStep:
                    "With x = 0, 3y = 24, so y = 24 / 3; with y = 0, 4x = 24, so x = 24 / 4. Finish both divisions and write the two points.",
                },
                {
                  prompt:
                    "A gift card's balance in dollars after w weeks is B = 60 - 4w. What is the w-intercept, and what does it mean?",
                  answer:
                    "The w-intercept is w = 15, because 60 - 4w = 0 gives 4w = 60. It means the card runs out after 15 weeks.",
                  rubric: {
                    kind: "short",
                    ideas: [
                      { name: "w = 15", values: [15] },
                      {
                        name: "the card runs out after 15 weeks",
                        says: [
                          "run out",
                          "empty",
                          "balance 0",
                          "0 dollar",
                          "no money",
                          "!money",
                          "nothing left",
                          "use up",
                          "0 left",
                          "money left",
                          "all spent",
                          "spend all",
                        ],
                      },
                    ],
                  },
                  hint: "The w-intercept is where the balance B is 0. Set 60 - 4w equal to 0 and solve.",
                  narrowerHint:
                    "The w-intercept is where the balance is 0, so solve 0 = 60 - 4w. Then think about what a balance of 0 means for the card.",
                  workedStep:
                    "0 = 60 - 4w gives 4w = 60. Divide to find w, then say what has happened to the card after that many weeks.",
                },
              ],
              misconception: {
                mistake: "Setting x = 0 to find the x-intercept.",
                correction:
                  "On the x-axis y is 0, so the x-intercept comes from setting y = 0. Setting x = 0 gives the y-intercept.",
              },
            },
          ],
          facts: [
            "In y = mx + b, m is the slope and b is the y-intercept.",
            "Every point on the y-axis has x = 0, and every point on the x-axis has y = 0.",
            "Two points are enough to draw a straight line.",
            "Parallel lines have the same slope.",
          ],
        },
      ],
    },
  ],
};

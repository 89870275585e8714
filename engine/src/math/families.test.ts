import { describe, expect, it } from "vitest";
import { answersAgree } from "./check";
import { solveMath } from "./math-engine";

/** The answer the engine gives, and whether it says "Answer checked"; null when it declines. */
function answer(question: string): { text: string; verified: boolean } | null {
  const r = solveMath(question);
  return r.kind === "solved" ? { text: r.solution.finalAnswer, verified: r.solution.verified } : null;
}

/**
 * Issue 29's families of questions, once declined: each is answered and checked in two wordings or
 * more, and a near miss (the direction changed, a count swapped) is never given the same number.
 */
const ANSWERED: [string, string][] = [
  // Chained percentages: each change acts on the value left by the one before.
  ["A price rises 10% then falls 10%. What is the net change?", "-1%"],
  // Two numbers through HCF × LCM = their product.
  ["The HCF of two numbers is 6 and their LCM is 180. If one of the numbers is 30, find the other.", "36"],
  [
    "HCF and LCM of two numbers are 9 and 459 respectively. If one of the numbers is 27, find the other.",
    "153",
  ],
  ["the product of two numbers is 1080 and their hcf is 6. find their lcm", "180"],
  ["Two numbers are in the ratio 3 : 4 and their LCM is 180. Find the numbers.", "45 and 60"],
  ["two numbers are in the ratio 5:7 and their hcf is 4, find the numbers", "20 and 28"],
  // Data no pair of numbers has is said to be so, with the reason.
  ["The HCF of two numbers is 4 and their LCM is 30. If one number is 8, find the other.", "not possible"],
  ["The HCF of two numbers is 5 and their LCM is 60. If one of them is 25, find the other.", "not possible"],
  // Related rates: the chain rule, either way round, through a second measure too.
  [
    "The radius of a circle is increasing at the rate of 3 cm/s. Find the rate at which its area is increasing when the radius is 10 cm.",
    "60π cm^2/s",
  ],
  [
    "A stone is dropped into a quiet lake and waves move in circles at a speed of 5 cm/s. At the instant when the radius of the circular wave is 8 cm, how fast is the enclosed area increasing?",
    "80π cm^2/s",
  ],
  [
    "the edge of a cube is increasing at 3 cm/s. how fast is the volume increasing when the edge is 10 cm",
    "900 cm^3/s",
  ],
  [
    "The volume of a cube is increasing at the rate of 9 cm³/s. How fast is its surface area increasing when the length of an edge is 10 cm?",
    "3.6 cm^2/s",
  ],
  [
    "the radius of a circle is increasing uniformly at 0.7 cm/s. what is the rate of increase of its circumference",
    "1.4π cm/s",
  ],
  // Mean deviation about the mean or the median.
  ["Find the mean deviation about the mean for the data 2, 4, 6, 8, 10", "2.4"],
  ["find the mean deviation from the median of 13, 17, 16, 14, 11, 13, 10, 16, 11, 18, 12, 17", "2.33"],
  // An AP from three of a, d, l, n, S.
  [
    "The last term of an AP is 50, its first term is 5 and the common difference is 5. How many terms are there?",
    "10",
  ],
  ["In an AP, given a = 5, d = 3, an = 50, find n and Sn.", "n = 16, S = 440"],
  ["How many terms of the AP 9, 17, 25, ... must be taken to give a sum of 636?", "12"],
  ["in an ap given a = 7, a13 = 35, find d and s13", "d = 7/3, S = 273"],
  // Long division by a polynomial of any degree.
  ["Divide x^3 - 3x^2 + 5x - 3 by x^2 - 2", "quotient = x - 3, remainder = 7x - 9"],
  [
    "find the quotient and remainder when x^4 - 3x^2 + 4x + 5 is divided by x^2 + 1 - x",
    "quotient = x^2 + x - 3, remainder = 8",
  ],
  // The clock's minute hand, with its length in a sentence of its own.
  ["The minute hand of a clock is 14 cm long. Find the area swept by it in 5 minutes.", "51.33 cm^2"],
  ["find the point dividing the join of (1,2) and (4,8) in the ratio 1:2", "(2, 4)"],
  // The principal from the amount, and the time at compound interest.
  ["What sum of money will amount to ₹6600 in 4 years at 8% per annum simple interest?", "₹5000"],
  ["find the principal which amounts to rs 2420 in 2 years at 10% per annum compound interest", "₹2000"],
  ["In what time will ₹2000 amount to ₹2420 at 10% per annum compound interest?", "2 years"],
  // Vulgar fractions after a digit are mixed numbers (3½ was read 31/2: answered 83/4, checked).
  ["what is 3½ + 2¼", "23/4"],
  ["3½ × 2", "7"],
  ["5¾ - 1½", "17/4"],
  // Chains of "of", logs written plainly, choices in words.
  ["find 2/3 of 3/4 of 120", "60"],
  ["log 1000 base 10", "3"],
  ["find log2 64", "6"],
  ["In how many ways can 3 students be chosen from 10?", "120"],
  ["find the number of ways to select 4 books out of 9 books", "126"],
  // Number facts.
  ["Find the largest 3 digit number divisible by 7", "994"],
  ["find the smallest 4-digit number divisible by 15", "1005"],
  ["Find the greatest number which divides 245 and 1029 leaving remainder 5 in each case.", "16"],
  ["Which is greater, 3/5 or 4/7?", "3/5"],
  ["which is smaller 2/3 or 3/4", "2/3"],
  ["How many prime numbers are there between 1 and 50?", "15"],
  // Two numbers fixed by their sum (or difference) and product.
  ["If a + b = 10 and ab = 21, find a^2 + b^2", "58"],
  ["if x - y = 3 and xy = 10 find x^3 - y^3", "117"],
  // A whole given, a percentage of it taken, the rest (or the part) asked.
  ["A tank holds 500 litres. 40% of it is used. How many litres are left?", "300 litres"],
  ["a school has 1200 students. 45% are girls. how many boys are there", "660"],
  ["a school has 1200 students. 45% are girls. how many girls are there", "540"],
  ["there are 40 students in a class and 25% of them are absent. how many are present", "30"],
  // The same speed kept.
  ["A bus covers 180 km in 3 hours. How much distance will it cover in 5 hours at the same speed?", "300 km"],
  ["a train covers 120 km in 2 hours. how long will it take to cover 300 km", "5 hours"],
  // Hinglish: a rectangle's "lambai" and "chaudai", a square's "bhuja", buying "500 rupaye me", a class's
  // "ladkiyan" and "ladke"; "ek" before a person, a shape or a vehicle is the article, not a number.
  ["ek rectangle ki lambai 10 cm aur chaudai 5 cm hai. uska area kitna hai", "50 cm^2"],
  ["ek square ki bhuja 7 cm hai. uska perimeter nikalo", "28 cm"],
  ["ek dukandar ne 500 rupaye me ek cheez kharidi aur 600 me bechi. munafa kitna hua", "₹100"],
  ["ek dukandar ne 500 rupaye me ek cheez kharidi aur 600 me bechi. munafa pratishat batao", "20%"],
  ["ek class me 40 bachche hain jinme se 15 ladkiyan hain. ladke kitne hain", "25"],
  // One kind of a group given, the other asked.
  ["a class has 40 students. 15 of them are girls. how many boys are in the class", "25"],
  ["In a class of 40 students, 15 are girls. Find the number of boys.", "25"],
  // A cube or a sphere known by one measure, another asked.
  ["The volume of a cube is 343 cm³. Find the length of its edge.", "7 cm"],
  ["the total surface area of a cube is 150 cm^2. find its edge", "5 cm"],
  ["the surface area of a cube is 216 cm^2. find its volume", "216 cm^3"],
  ["The surface area of a sphere is 616 cm². Find its radius.", "7 cm"],
  ["the volume of a sphere is 4851 cm^3. find its radius", "10.5 cm"],
  // A unit said once for a list; the origin as a point.
  ["in a triangle two angles are 50 and 60 degrees. find the third angle", "70°"],
  ["Find the distance of the point (3, 4) from the origin.", "5"],
  ["find the distance between the origin and (6, 8)", "10"],
  // Motion from position, and the area under a curve that stays above the x-axis.
  ["A particle moves so that s = t^3 - 6t^2. Find its velocity at t = 2.", "v = -12"],
  ["the displacement of a particle is s = 2t^3 - 3t^2 + 4. find its acceleration at t = 1", "a = 6"],
  ["find the area under the curve y = x^2 from x = 0 to x = 3", "9"],
  ["Find the area bounded by the curve y = x^2, the x-axis and the lines x = 1 and x = 2.", "7/3"],
  // A measure when its lengths change: each change raised to the length's power.
  ["The side of a square is doubled. By what percent does its area increase?", "300%"],
  ["the radius of a circle is increased by 10%. find the percentage increase in its area", "21%"],
  [
    "The length of a rectangle is increased by 20% and its breadth decreased by 20%. Find the percentage change in area.",
    "-4%",
  ],
  ["if the radius of a sphere is doubled, how many times does its volume become", "8 times"],
  ["the radius of a circle is decreased by 10%. by what percent does its area decrease", "19%"],
  ["a number is first increased by 10% and then increased by 10%. find the total increase percent", "21%"],
  // The mean after every value changes the same way, or one value is removed.
  ["The average of 6 numbers is 8. If each number is multiplied by 2, what is the new average?", "16"],
  ["the average of 5 numbers is 10. if 2 is added to each number find the new average", "12"],
  [
    "the marks of 5 students are 40, 50, 60, 70, 80. find the mean of the remaining marks if 80 is removed",
    "55",
  ],
  // A fraction of a whole taken, the rest (or the other kind) asked.
  ["riya has 24 pencils. she gives 1/3 of them to her friend. how many pencils does she have left", "16"],
  ["A box has 48 mangoes. 1/4 of them are rotten. How many good mangoes are there?", "36"],
  // An expression with letters side by side ("2ab") substituted whole.
  ["if a = 3 and b = 4, find the value of a^2 + b^2 - 2ab", "1"],
  ["evaluate 2pq + p^2 when p = 1 and q = 5", "11"],
  // 53 of a weekday said the other way round; a complement named; a mean of expressions in x.
  ["find the probability of getting 53 mondays in a non leap year", "1/7"],
  ["The probability of an event is 0.35. What is the probability of its complement?", "0.65"],
  ["the mean of x, x+2, x+4, x+6 and x+8 is 13. find x", "x = 9"],
  ["if the mean of 5, 7, 9, x and 11 is 8, find the value of x", "x = 8"],
  // One person's part asked, by name (lower case too).
  ["the ratio of ages of a and b is 3:5 and sum of ages is 40. find b's age", "25 years"],
  ["divide rs 720 between a and b in the ratio 4:5. find a's share", "₹320"],
  // "x" between numbers as a times sign, a ratio typed with a space, workers from days.
  ["what is -12 x -5", "60"],
  ["divide 60 marbles between ravi and sita in the ratio 2 3", "24 and 36"],
  ["if 6 workers build a wall in 10 days how many workers are needed to build it in 4 days", "15"],
  // Straight lines from their equations, and through a point with a slope or through two points.
  ["find the slope of the line 2x + 3y = 6", "-2/3"],
  ["find the y-intercept of the line y = 2x + 5", "5"],
  ["find the x-intercept of the line 3x + 4y = 12", "4"],
  ["Find the equation of the line through (1, 2) with slope 3.", "y = 3x - 1"],
  ["find the equation of the line passing through (1, 2) and (3, 8)", "y = 3x - 1"],
  // Dozens counted as 12.
  ["half a dozen eggs cost rs 36. find the cost of 10 eggs", "₹60"],
  ["a man buys 2 dozen pencils for rs 72. find the cost of one pencil", "₹3"],
  // A whole split into a percentage and the rest.
  ["A man spends 75% of his income and saves ₹5000. Find his income.", "₹20000"],
  ["Ravi saves 20% of his salary. If he spends Rs 16000, what is his salary?", "₹20000"],
  ["In an exam 80% of the candidates passed and 60 failed. How many candidates appeared?", "300"],
  // One value joins an average.
  [
    "The average age of 30 students is 12 years. If the teacher's age is included, the average becomes 13. Find the teacher's age.",
    "43",
  ],
  // A count for a sum of money.
  ["If 3 pencils cost Rs 15, how many pencils can be bought for Rs 45?", "9"],
  // A wire bent into another shape keeps its length.
  ["A wire of length 44 cm is bent into a circle. Find the radius of the circle. (Take π = 22/7)", "7 cm"],
  [
    "A wire is in the shape of a square of side 11 cm. It is rebent into a circle. Find the radius of the circle.",
    "7 cm",
  ],
  ["a wire 88 cm long is bent into a square. find the area of the square", "484 cm^2"],
  [
    "The salary of a man is decreased by 20% and then increased by 25%. Find the net change in his salary.",
    "0%",
  ],
  [
    "The price of an article is increased by 20% and then decreased by 20%. Find the final price if the original price is ₹500.",
    "₹480",
  ],
  [
    "A shopkeeper gives successive discounts of 10% and 5% on a marked price of ₹1000. Find the selling price.",
    "₹855",
  ],
  ["Find the single discount equivalent to successive discounts of 10% and 5%.", "14.5%"],
  ["A price sees a 10% increase followed by a 10% decrease. Find the net change.", "-1%"],
  ["ek vastu ka mulya 10% badhta hai phir 10% ghatta hai, net change batao", "-1%"],
  [
    "The population of a town increases by 10% in the first year and by 20% in the second year. If the population was 5000, find the population after two years.",
    "6600",
  ],
  // Simple interest on a sum that becomes k times itself.
  ["A sum of money doubles itself in 8 years at simple interest. Find the rate of interest.", "12.5%"],
  ["At what rate percent per annum will a sum of money double itself in 5 years at simple interest?", "20%"],
  ["A sum doubles in 10 years at simple interest. In how many years will it triple?", "20 years"],
  ["In how many years will a sum of money double itself at 12.5% per annum simple interest?", "8 years"],
  // Ages now and at another time; the ages asked, one or both.
  [
    "The sum of the ages of a father and his son is 45 years. Five years ago, the product of their ages was 124. Find their ages.",
    "father = 36 years, son = 9 years",
  ],
  [
    "The sum of the ages of a father and son is 45. Five years ago the ratio of their ages was 6:1. Find the present age of the son.",
    "son = 10 years",
  ],
  [
    "A is twice as old as B. In 10 years the sum of their ages will be 50. Find their ages.",
    "A = 20 years, B = 10 years",
  ],
  [
    "A is twice as old as B. In 10 years the sum of their ages will be 50. Find the age of B.",
    "B = 10 years",
  ],
  // The cost price of some articles equals the selling price of others.
  ["The cost price of 12 articles equals the selling price of 10 articles. Find the gain percent.", "20%"],
  ["If the CP of 20 pens is equal to the SP of 16 pens, find the profit percent.", "25%"],
  ["cp of 12 articles = sp of 10 articles. find gain %", "20%"],
  ["A shopkeeper sells 12 articles at the cost price of 10 articles. Find his loss percent.", "16.67%"],
  [
    "the ages of A and B are in the ratio 3:4. 5 years ago the ratio was 2:3. find the age of B",
    "B = 20 years",
  ],
  [
    "The cost price of 10 articles is equal to the selling price of 12 articles. Find the loss percent.",
    "16.67%",
  ],
  // Angles in a ratio: all of them when all are asked, one when one is.
  ["The angles of a quadrilateral are in the ratio 3:5:9:13. Find all the angles.", "36°, 60°, 108°, 156°"],
  ["The angles of a quadrilateral are in the ratio 1:2:3:4. Find the largest angle.", "144°"],
  ["The angles of a triangle are in the ratio 1:2:3. Find the smallest angle.", "30°"],
  // Slope through two points.
  ["Find the slope of the line through (2, 3) and (4, 7).", "2"],
  ["Find the gradient of the line through A(0, 0) and B(4, 2).", "1/2"],
  ["Find the slope of the line joining (-1, 2) and (3, 2).", "0"],
  // A part of a circle: half or a quarter of its area.
  ["Find the area of a semicircle of radius 7 cm.", "76.97 cm^2"],
  ["What is the area of a semicircular plot whose diameter is 28 m?", "307.88 m^2"],
  ["Find the area of a quadrant of a circle of radius 14 cm.", "153.94 cm^2"],
  ["find area of quarter circle with radius 2 cm", "3.14 cm^2"],
  // One sharer's share when one is asked.
  ["Divide ₹1200 between A and B in the ratio 2:3. Find B's share.", "₹720"],
  ["Rs 900 is shared between Asha and Ravi in the ratio 4:5. How much does Asha get?", "₹400"],
  // Hinglish order: what is asked of the numbers comes after them.
  ["12 aur 18 ka LCM kya hai", "36"],
  ["12 aur 18 ka HCF batao", "6"],
  ["4, 8 aur 12 ka ausat nikalo", "8"],
  ["5 ka cube kitna hoga", "125"],
  // A price given after its tax or discount, worked back.
  ["A shirt costs ₹1180 including 18% GST. What is the price without GST?", "₹1000"],
  ["The price of a bag is ₹472 inclusive of 18% GST. Find the original price.", "₹400"],
  ["After a 10% discount an article sells for ₹900. Find its marked price.", "₹1000"],
  ["A customer paid ₹1120 for a chair after a discount of 20%. What was the marked price?", "₹1400"],
  // "Think of a number": each phrase as algebra, order-reversing phrases read the right way round.
  ["a number when multiplied by 3 and then increased by 5 gives 26. find the number", "7"],
  ["When a number is doubled and then increased by 9, we get 35. Find the number.", "13"],
  ["twice a number plus 7 equals 25. what is the number?", "9"],
  ["if 5 is subtracted from three times a number the result is 16. find the number", "7"],
  ["5 less than twice a number is 11. Find the number.", "8"],
  ["The sum of a number and its half is 45. Find the number.", "30"],
  ["The difference between 20 and a number is 8. Find the number.", "12"],
  ["Twice a number is 10 more than the number. Find the number.", "10"],
  // An expression of a variable an equation fixes: the same value at every real root.
  ["If x + 1/x = 3, find x² + 1/x².", "7"],
  ["if x - 1/x = 2, find x^2 + 1/x^2", "6"],
  ["if 3y + 2 = 11 then find the value of 2y - 1", "5"],
  // Quantities of a quadratic equation: numbers, not its roots.
  ["Find the discriminant of the quadratic equation 2x^2 - 4x + 3 = 0.", "-8"],
  ["what is the discriminant of 3x² + 5x - 2 = 0", "49"],
  ["Find the sum of the roots of 2x^2 - 8x + 6 = 0.", "4"],
  ["Find the product of the roots of the equation 2x^2 - 8x + 6 = 0", "3"],
  // The maximum value asked is a value.
  ["Find the maximum value of f(x) = -x^2 + 4x + 1.", "5"],
  // Counting: nCr, nPr, a word's letters with repeats divided out, people in a row.
  ["Find the value of 5C2", "10"],
  ["Find the value of C(8, 3)", "56"],
  ["Find 7P3", "210"],
  ["How many arrangements of the letters of the word BANANA are there?", "60"],
  ["in how many ways can the letters of the word PEPPER be arranged", "60"],
  ["How many words can be formed using the letters of the word MOTHER?", "720"],
  ["In how many ways can 5 people sit in a row?", "120"],
  // Logarithms with an exact value, base written or base 10.
  ["log₂ 64", "6"],
  ["find log base 3 of 81", "4"],
  ["Evaluate log 1000", "3"],
  ["evaluate log_4 2", "1/2"],
  ["What is log2(32)?", "5"],
  // One of the values asked: the largest, the smallest, the middle one, picked from all of them.
  ["The sum of three consecutive even numbers is 48. Find the largest.", "18"],
  ["the sum of three consecutive odd numbers is 57. find the smallest", "17"],
  ["The sum of three consecutive even numbers is 48. Find the middle one.", "16"],
  ["The sum of two numbers is 45 and their difference is 9. Find the smaller number.", "18"],
  ["Find the positive root of x² - 5x - 14 = 0.", "x = 7"],
  ["Find the negative root of x^2 - 4 = 0", "x = -2"],
  // The HCF and LCM asked in words, with remainders.
  ["Find the largest number which divides 70 and 125 leaving remainders 5 and 8 respectively.", "13"],
  [
    "Find the largest number that will divide 398, 436 and 542 leaving remainders 7, 11 and 15 respectively.",
    "17",
  ],
  ["Find the greatest number that divides 24 and 36.", "12"],
  ["Find the smallest number which when divided by 6, 8 and 12 leaves remainder 2 in each case.", "26"],
  ["what is the smallest number that is divisible by 4, 6 and 10", "60"],
  // Mean, third and fourth proportionals.
  ["Find the mean proportional of 4 and 9.", "6"],
  ["Find the third proportional to 4 and 6.", "9"],
  ["Find the fourth proportional to 3, 5, 12.", "20"],
  // Complementary and supplementary pairs fixed by one more fact.
  ["Two angles are supplementary and differ by 40°. Find the angles.", "110°, 70°"],
  ["Two complementary angles are in the ratio 2:3. Find them.", "36°, 54°"],
  ["If two supplementary angles are in ratio 4:5, find the larger angle.", "100°"],
  ["The supplement of an angle is three times the angle. Find the angle.", "45°"],
  ["An angle is twice its supplement. Find the angle.", "120°"],
  ["An angle is 20° more than its complement. Find the angle.", "55°"],
  // Percentages of a score and of a percentage.
  ["Raju got 45 marks out of 60. Find his percentage.", "75%"],
  ["What is 40% of 40% of 500?", "80"],
  // A rectangle from its perimeter or area and one side.
  ["the perimeter of a rectangle is 60 cm and its length is 18 cm. find its breadth", "12 cm"],
  ["The area of a rectangle is 96 square cm and its length is 12 cm. Find the breadth.", "8 cm"],
  ["The perimeter of a rectangular field is 100 m and its length is 30 m. Find its area.", "600 m^2"],
  ["A rectangular garden is 20 m long and its perimeter is 64 m. How wide is it?", "12 m"],
  // Both interests and their difference.
  ["Find the difference between simple and compound interest on ₹5000 for 2 years at 10%.", "₹50"],
  ["what is the difference between CI and SI on Rs 10000 for 3 years at 10%", "₹310"],
  // The kind of number in a range, then its statistic.
  ["Find the average of all prime numbers between 10 and 30.", "18.67"],
  ["Find the mean of all even numbers between 1 and 11.", "6"],
  // Numbers given as products of prime powers.
  ["Find the HCF of 2³ × 3² and 2² × 3³.", "36"],
  ["Find the LCM of 2² × 3 and 2 × 3² × 5.", "180"],
  // Trains crossing platforms and bridges; boats on a stream.
  [
    "A train 200 m long crosses a platform 300 m long in 25 seconds. Find the speed of the train in km/h.",
    "72 km/h",
  ],
  [
    "A train 240 m long running at 54 km/h crosses a bridge in 30 seconds. Find the length of the bridge.",
    "210 m",
  ],
  ["A train running at 72 km/h crosses a pole in 9 seconds. Find the length of the train.", "180 m"],
  [
    "A boat goes 12 km upstream in 3 hours and 18 km downstream in 3 hours. Find the speed of the stream.",
    "1 km/h",
  ],
  [
    "a man rows 30 km downstream in 3 hours and 12 km upstream in 3 hours. find the speed of the current",
    "3 km/h",
  ],
  [
    "A boat goes 12 km upstream in 3 hours and 18 km downstream in 3 hours. Find the speed of the boat in still water.",
    "5 km/h",
  ],
  // A circle, square or equilateral triangle known by one measure, another asked.
  ["Find the radius of a circle whose circumference is 44 cm.", "7 cm"],
  ["Find the diameter of a circle whose area is 154 cm².", "14 cm"],
  ["Find the side of a square whose area is 169 cm².", "13 cm"],
  ["Find the perimeter of a square whose diagonal is 10 cm.", "28.28 cm"],
  ["The perimeter of an equilateral triangle is 36 cm. Find its area.", "62.35 cm^2"],
  ["The side of an equilateral triangle is 6 cm. Find its height.", "5.2 cm"],
  // Prices in Hinglish ("ek pen 15 rupaye ka hai", "kitne ke honge") and by weight in English.
  ["ek pen 15 rupaye ka hai. 6 pen kitne ke honge?", "₹90"],
  ["ek kilo aam 80 rupaye ka hai to 2.5 kilo aam kitne ka hoga?", "₹200"],
  ["agar 5 kg chawal 300 rupaye ka hai to 1 kg ka daam kya hoga?", "₹60"],
  ["3 kg seb 240 rupaye ke hain. 5 kg seb kitne ke honge?", "₹400"],
  ["3 kg apples cost ₹240. How much do 5 kg apples cost?", "₹400"],
  // Numbers in words with a scale are one number.
  ["find the square root of six hundred twenty five", "25"],
  ["what is two thousand and fifty minus fifty", "2000"],
  ["add two hundred and five hundred", "700"],
  // Lakh in Hinglish percentages.
  ["2 lakh ka 10% kitna hai?", "20000"],
  ["2.5 lakh rupaye ka 10% kya hai", "₹25000"],
  // Corrected means, the empirical relation, 53 of a weekday in a year.
  [
    "The mean of 10 numbers is 25. Later it was found that a number 42 was misread as 24. Find the correct mean.",
    "26.8",
  ],
  ["The mean of 5 observations is 10. One value was taken as 8 instead of 18. Find the correct mean.", "12"],
  ["If mean is 20 and median is 18, find the mode using the empirical formula.", "14"],
  ["The mode of a distribution is 24 and the mean is 60. Find the median.", "48"],
  ["Find the probability that a leap year has 53 Sundays.", "2/7"],
  ["Find the probability that a non-leap year has 53 Mondays.", "1/7"],
  // Squares of trigonometric values written with Unicode (tan²45 is not tan^245).
  ["Find the value of tan²45 + 4cos²60", "2"],
  ["find sin²30 + cos²30", "1"],
  // Binomial coefficients, section ratios, four walls, a minute hand's sector.
  ["Find the coefficient of x^2 in (1 + x)^5.", "10"],
  ["Find the coefficient of x^3 in the expansion of (2 + x)^5", "40"],
  ["Find the ratio in which the point (4, 5) divides the line joining (2, 3) and (8, 9).", "1:2"],
  [
    "Find the cost of whitewashing the four walls of a room 10 m long, 8 m wide and 5 m high at ₹20 per m².",
    "₹3600",
  ],
  ["Find the area of the four walls of a room 6 m long, 4 m wide and 3 m high.", "60 m^2"],
  ["Find the area swept by the minute hand of length 14 cm in 5 minutes.", "51.33 cm^2"],
  // A solid melted and recast: equal volumes.
  [
    "A metallic sphere of radius 3 cm is melted and recast into a cylinder of radius 3 cm. Find the height of the cylinder.",
    "4 cm",
  ],
  [
    "A cone of height 24 cm and radius 6 cm is melted and recast into a sphere. Find the radius of the sphere.",
    "6 cm",
  ],
  [
    "A solid cube of edge 12 cm is melted and recast into cubes of edge 3 cm. How many cubes are formed?",
    "64",
  ],
  // Sums of squares, reciprocals and cubes of the roots, from their sum and product.
  ["find the sum of the squares of the roots of x^2 - 5x + 6 = 0", "13"],
  ["Find the sum of the reciprocals of the zeroes of 2x^2 - 5x + 3", "5/3"],
  ["find the sum of the cubes of the roots of x^2 - 3x + 2 = 0", "9"],
  // Percentage relations: successive discounts, compared back, consumption to keep spending.
  ["A shop gives 10% discount and then a further 5% discount. Find the single equivalent discount.", "14.5%"],
  ["Two successive discounts of 20% and 10% are equivalent to a single discount of what percent?", "28%"],
  ["A's salary is 20% more than B's. By what percent is B's salary less than A's?", "16.67%"],
  ["If A's income is 25% less than B's, by what percent is B's income more than A's?", "33.33%"],
  [
    "The price of sugar increases by 25%. By how much percent must a family reduce consumption to keep expenditure the same?",
    "20%",
  ],
  // Absolute extrema on a closed interval: the ends count.
  ["Find the absolute maximum of f(x) = x^2 on [-1, 2].", "4"],
  ["Find the absolute minimum value of f(x) = x^2 - 4x + 3 on the interval [0, 3].", "-1"],
  ["find the maximum value of 2x^3 - 24x + 107 in the interval [1, 3]", "89"],
  // Litres held by a vessel.
  ["How many litres of water can a hemispherical bowl of radius 21 cm hold?", "19.396 litres"],
  ["Find the capacity in litres of a cuboidal tank 2 m long, 1.5 m wide and 1 m deep.", "3000 litres"],
  // Determinants typed with bars, brackets or rows.
  ["Evaluate the determinant |2 3; 1 4|", "5"],
  ["Find the value of the determinant [[3, 2], [1, 5]]", "13"],
  ["Find the determinant of the matrix with rows (2, 3) and (1, 4).", "5"],
  ["Evaluate the determinant |1 2 3; 0 1 4; 5 6 0|", "1"],
  // The value of k: collinear points, a pair of equations with infinitely many or no solutions.
  ["Find k if the points (1, 2), (3, k) and (5, 6) are collinear.", "k = 4"],
  ["For what value of k are the points (k, 3), (2, 5) and (4, 9) collinear?", "k = 1"],
  [
    "Find the value of k for which the system 2x + 3y = 5, 4x + ky = 10 has infinitely many solutions.",
    "k = 6",
  ],
  ["Find k so that kx + 2y = 5 and 3x + y = 1 have no solution.", "k = 6"],
  // APs named by a and d, series written with "+", a last term after the dots.
  ["Find the 10th term of the AP whose first term is 5 and common difference is 3.", "32"],
  ["If the first term of an AP is 7 and the common difference is -2, find its 8th term.", "-7"],
  ["Find the sum of the GP 3 + 6 + 12 + ... to 6 terms.", "189"],
  ["Find the sum of the AP 2, 5, 8, ... to 10 terms", "155"],
  ["Find the sum 1 + 2 + 3 + ... + 100", "5050"],
  ["Find the number of terms in the AP 7, 13, 19, ..., 205.", "34"],
  ["Find the 5th term from the end of the AP 3, 8, 13, ..., 253.", "233"],
  // Clock hands and tangent lengths.
  ["Find the angle between the hands of a clock at 3:30.", "75°"],
  ["What is the angle between the hour and minute hands at 4:20?", "10°"],
  [
    "Find the length of the tangent from a point 13 cm away from the centre of a circle of radius 5 cm.",
    "12 cm",
  ],
  [
    "The length of a tangent from a point at distance 10 cm from the centre of a circle of radius 6 cm is?",
    "8 cm",
  ],
  // Typed as students type: abbreviations, lists without commas, no "find", no "AP" (issue 29 item 3).
  ["sq root of 729", "27"],
  ["sq. rt 1764", "42"],
  ["cu root of 343", "7"],
  ["10th term of ap 3 7 11 ...", "39"],
  ["the 10th term of 3, 7, 11, ...", "39"],
  ["sum of first 20 terms of 2 5 8 ...", "610"],
  ["which term of ap 5 9 13 ... is 81", "n = 20"],
  ["10th term from the end of ap 3 8 13 ... 253", "208"],
  ["common difference of ap 11 8 5 2", "-3"],
  ["Find the common difference of the AP 11, 8, 5, 2, ...", "-3"],
  ["the 8th term of 2, 4, 8, ...", "256"],
  ["smallest number divisible by 12 15 and 20", "60"],
  ["Find the least number which is exactly divisible by 8, 12 and 18.", "72"],
  ["lcm of 12 15 and 20", "60"],
  ["find the range of 45 12 67 33 29", "55"],
  // The simple interest given, the rate, time or sum asked.
  ["at what rate will ₹5000 earn ₹1500 simple interest in 3 years", "10%"],
  ["The simple interest on ₹5000 for 3 years is ₹1500. Find the rate of interest.", "10%"],
  ["In how many years will ₹2000 give ₹480 as interest at 8% per annum?", "3 years"],
  ["What sum will earn ₹1500 simple interest in 3 years at 10% per annum?", "₹5000"],
  // Back from a changed value: divided by (1 ± p/100), never p% taken off again.
  ["a number increased by 20% becomes 360 find the number", "300"],
  ["If a number is increased by 20%, it becomes 360. Find the number.", "300"],
  ["After a 10% decrease, the price is ₹450. What was the original price?", "₹500"],
  ["A salary increased by 25% becomes ₹15000. Find the salary.", "₹12000"],
  // A quantity named with no verb asks for it, as "find the …" does.
  ["midpoint of (4, −2) and (8, 6)", "(6, 2)"],
  ["value of 2 sin 45 cos 45", "1"],
  ["range of 45 12 67 33 29", "55"],
  ["diagonal of a rectangle 8 cm by 6 cm", "10 cm"],
  ["number of arrangements of the letters of the word apple", "60"],
  ["fourth proportional to 4 6 and 10", "15"],
  // Hinglish prices and interest, with the question at the end and no verb.
  ["ek kg aam 80 rupaye ka hai 5 kg ka kitna", "₹400"],
  ["12 pencil ka daam 60 rupaye hai 1 pencil ka kitna", "₹5"],
  ["10000 rupaye 2 saal ke liye 10% byaj par diye to simple interest kitna", "₹2000"],
  // The price of each: the price of one.
  ["The price of 8 books is ₹480. Find the price of each book.", "₹60"],
  ["8 books cost ₹480. What is the price of each book?", "₹60"],
  // Two numbers, what they make, one of them: the other by the inverse operation.
  ["the sum of two numbers is 50 one of them is 18 find the other", "32"],
  ["The sum of two numbers is 50. If one of them is 18, find the other.", "32"],
  ["the product of two numbers is 96 and one of them is 8. find the other number", "12"],
  ["The difference of two numbers is 12 and the larger is 30. Find the smaller.", "18"],
  ["The difference of two numbers is 12 and the smaller one is 30. Find the larger number.", "42"],
  // How many k-digit numbers are divisible by d: an AP's count, checked by counting multiples.
  ["how many two digit numbers are divisible by 7", "13"],
  ["How many three-digit numbers are divisible by 7?", "128"],
  ["a train 150 m long crosses a pole in 10 seconds find its speed in km/h", "54 km/h"],
  ["price of 8 books is ₹480 find the price of each", "₹60"],
  // A ratio in its simplest form, in one unit first; two ratios sharing a term.
  ["simplify 45:60", "3:4"],
  ["find the ratio of 45 to 60", "3:4"],
  ["ratio of 45 cm to 1.5 m", "3:10"],
  ["find the ratio of ₹5 to 50 paise", "10:1"],
  ["the ratio of 2 hours to 40 minutes", "3:1"],
  ["if a:b = 2:3 and b:c = 4:5 find a:c", "8:15"],
  ["If a:b = 2:3 and b:c = 4:5, find a:b:c", "8:12:15"],
  // Section formula: the ratio asked, from the point and the two ends; checked by dividing again.
  ["In what ratio does the point (3, 4) divide the segment joining (1, 2) and (6, 7)?", "2:3"],
  ["Find the ratio in which the point (-1, 6) divides the line segment joining (-3, 10) and (6, -8).", "2:7"],
  [
    "a ladder makes 60° with the ground and its foot is 5 m from the wall find the length of the ladder",
    "10 m",
  ],
  // Hinglish "guna" (times) and "number kya hoga" (find the number).
  ["ek number ka 3 guna 45 hai number kya hoga", "15"],
  ["ek sankhya ka 4 guna 36 hai sankhya kya hai", "9"],
  // Two consecutive numbers from their product or the sum of their squares (a quadratic).
  ["The sum of the squares of two consecutive natural numbers is 313. Find the numbers.", "12, 13"],
  ["sum of squares of two consecutive natural numbers is 313 find the numbers", "12, 13"],
  ["product of two consecutive positive integers is 132 find them", "11, 12"],
  ["Find two consecutive positive integers whose product is 132.", "11, 12"],
  // A modifier of one operand stays on that operand.
  ["what is half of 30% of 200", "30"],
  ["find 20% of the square of 10", "20"],
  ["what is the square of 3 plus the cube of 2", "17"],
  ["a man buys a cycle for ₹1500 and sells it at a loss of 12%. find the loss", "₹180"],
  ["A shopkeeper buys a radio for ₹800 and sells it at a profit of 15%. Find his profit.", "₹120"],
  ["At what price should a shopkeeper sell an article bought for ₹400 to gain 20%?", "₹480"],
  // Average speed over two parts: total distance over total time.
  ["a car goes to a city at 60 km/h and returns at 40 km/h. find its average speed", "48 km/h"],
  [
    "A car travels from A to B at 60 km/h and comes back at 40 km/h. Find the average speed for the whole journey.",
    "48 km/h",
  ],
  ["a man walks at 5 km/h for 2 hours and then at 3 km/h for 1 hour. find his average speed", "4.33 km/h"],
  ["a man walks at 5 km/h for 2 hours and then at 3 km/h for 1 hour. find the total distance", "13 km"],
  ["the price of sugar rose from ₹40 to ₹50 per kg. find the increase", "₹10"],
  ["the price fell from ₹50 to ₹40. by how much did it fall", "₹10"],
];

// Near misses: another question, whose answer is not the neighbour's number (answered right or declined).
const NEAR_MISSES: [string, string, string | null][] = [
  // The discriminant is a number; "no real roots" is what it says, not what was asked.
  ["Find the discriminant of x^2 + 4x + 5 = 0.", "no real roots", "-4"],
  // A condition changes the count: the plain arrangements are another question's answer.
  [
    "How many words can be formed from the letters of the word MOTHER if the vowels are together?",
    "720",
    "240",
  ],
  // A table value is not worked out exactly.
  ["What is log 7?", "1", null],
  // The middle one asked is not the list of all three.
  ["Three consecutive integers add up to 72. Find the middle one.", "23, 24, 25", "24"],
  // No divisor of 15 and 25 leaves a remainder of 5 (it would have to be larger than 5).
  ["the greatest number which divides 20 and 30 leaving remainder 5", "5", null],
  // The mean proportional is √(ab), never the mean (a + b)/2.
  ["Find the mean proportional between 4 and 9.", "6.5", "6"],
  // An angle three times its complement is not the complement three times the angle.
  ["An angle is three times its complement. Find the angle.", "22.5°", "67.5°"],
  // No rectangle has perimeter 20 cm and length 12 cm.
  ["The perimeter of a rectangle is 20 cm and its length is 12 cm. Find its breadth.", "-2 cm", null],
  // Two scores: one percentage of one score is not the answer.
  ["Asha scored 45 out of 60 in maths and 30 out of 40 in science. Find her total percentage.", "75%", "75%"],
  // The positive root asked is one root, not both (once checked as "x = -2, x = 7").
  ["Find the positive root of x² - 5x - 14 = 0.", "x = -2, x = 7", "x = 7"],
  ["Find the negative root of x^2 - 4 = 0", "x = -2, x = 2", "x = -2"],
  // The corrected mean is not the mean given; a leap year's chance is not an ordinary year's.
  [
    "The mean of 20 observations is 15. If one observation 30 was wrongly taken as 20, find the correct mean.",
    "15",
    "15.5",
  ],
  ["Find the probability that a leap year has 53 Sundays.", "1/7", "2/7"],
  // The 5th term from the end is not the 5th term.
  ["Find the 5th term from the end of the AP 3, 8, 13, ..., 253.", "23", "233"],
  // No k makes these the same line (k = 6 makes them parallel, never equal).
  [
    "Find the value of k for which 2x + 3y = 5 and 4x + ky = 11 have infinitely many solutions.",
    "k = 6",
    null,
  ],
  // Entries that are not numbers are not read as their numbers (cos 30 is not 30).
  ["find det |cos 30 sin 30; -sin 30 cos 30|", "0", "1"],
  // On [-1, 2] the maximum of x² is at the end, not at the critical point.
  ["Find the absolute maximum of f(x) = x^2 on [-1, 2].", "0", "4"],
  // Successive discounts do not add; "20% more" does not make the other "20% less".
  [
    "Two successive discounts of 20% and 10% are equivalent to a single discount of what percent?",
    "30%",
    "28%",
  ],
  ["A's salary is 20% more than B's. By what percent is B's salary less than A's?", "20%", "16.67%"],
  // The sum of the squares of the roots is not the square of their sum.
  ["find the sum of the squares of the roots of x^2 - 5x + 6 = 0", "25", "13"],
  // A point off the segment's line divides it in no ratio.
  ["Find the ratio in which the point (4, 6) divides the line joining (2, 3) and (8, 9).", "1:2", null],
  // The four walls are not the whole surface of the room.
  ["Find the area of the four walls of a room 6 m long, 4 m wide and 3 m high.", "108 m^2", "60 m^2"],
  // "Six hundred twenty five" is 625, not 600 × 25 (√15000 was once checked).
  ["find the square root of six hundred twenty five", "612.37", "25"],
  // The radius is not the diameter; a circle cut from a square leaves less than the square.
  ["Find the diameter of a circle whose area is 154 cm².", "7 cm", "14 cm"],
  [
    "A square of side 10 cm has a circle of radius 3 cm cut out. Find the area left.",
    "100 cm^2",
    "71.73 cm^2",
  ],
  // A platform's length is not the whole distance covered.
  [
    "A train 240 m long running at 54 km/h crosses a bridge in 30 seconds. Find the length of the bridge.",
    "450 m",
    "210 m",
  ],
  // The stream's speed is not the boat's.
  [
    "A boat goes 12 km upstream in 3 hours and 18 km downstream in 3 hours. Find the speed of the stream.",
    "5 km/h",
    "1 km/h",
  ],
  // Once checked wrong: the compound amount for the difference, the mean of the range's two ends,
  // the HCF of the digits, and one draw for two.
  ["Find the difference between simple and compound interest on ₹5000 for 2 years at 10%.", "₹1050", "₹50"],
  ["Find the average of all prime numbers between 10 and 30.", "20", "18.67"],
  ["Find the HCF of 2³ × 3² and 2² × 3³.", "108", "36"],
  [
    "From a bag containing 4 white and 6 black balls, two balls are drawn. Find the probability both are white.",
    "2/5",
    "2/15",
  ],
  ["A price rises 10% then rises 10% again. What is the net change?", "-1%", "21%"],
  // Worked forwards instead of back: the GST added again, the discount taken again.
  ["A shirt costs ₹1180 including 18% GST. Find the price before GST.", "₹1392.4", "₹1000"],
  ["After a 10% discount an article sells for ₹900. Find its marked price.", "₹810", "₹1000"],
  // "5 less than T" is T − 5 and "5 subtracted from T" is T − 5, never 5 − T.
  ["5 less than twice a number is 11. Find the number.", "-3", "8"],
  ["When 12 is subtracted from a number, the result is 20. Find the number.", "-8", "32"],
  ["The difference between a number and 5 is 3. Find the number.", "2", "8"],
  // The whole circle or every share is a neighbour of the part asked.
  ["Find the area of a semicircle of radius 14 cm.", "615.75 cm^2", "307.88 cm^2"],
  ["Find the area of a quadrant of a circle of diameter 28 cm.", "615.75 cm^2", "153.94 cm^2"],
  ["Divide ₹1200 between A and B in the ratio 2:3. Find A's share.", "₹720", "₹480"],
  ["ek vastu ka mulya 10% ghatta hai phir 10% ghatta hai, net change batao", "-1%", "-19%"],
  [
    "The price of an article is increased by 20% and then increased by 20%. Find the final price if the original price is ₹500.",
    "₹480",
    "₹720",
  ],
  [
    "A sum of money doubles itself in 8 years at compound interest. Find the rate of interest.",
    "12.5%",
    null,
  ],
  ["A sum triples in 8 years at simple interest. Find the rate of interest.", "12.5%", "25%"],
  [
    "The cost price of 10 articles is equal to the selling price of 12 articles. Find the gain percent.",
    "20%",
    null,
  ],
  [
    "The cost price of 12 articles equals the selling price of 10 articles. Find the loss percent.",
    "16.67%",
    null,
  ],
  [
    "The cost price of 12 articles equals the selling price of 10 articles. Find the selling price of one article.",
    "20%",
    null,
  ],
  [
    "The cost price of 12 articles equals the selling price of 10 articles. Find the gain or loss percent.",
    "loss of 20%",
    "gain of 20%",
  ],
  ["The angles of a triangle are in the ratio 1:2:3:4. Find the smallest angle.", "30°", null],
  ["Find the slope of the line through (2, 3) and (4, -7).", "2", "-5"],
  [
    "The sum of the ages of a father and son is 45. Five years hence the ratio of their ages will be 6:1. Find the present age of the son.",
    "son = 10 years",
    "son = 2.8571 years",
  ],
  // A list going on that is no AP or GP is not read as one; a condition after "divisible by" is not dropped.
  ["the 10th term of 2, 4, 7, ...", "29", null],
  ["smallest number divisible by 12 and 15 which is a perfect square", "60", "900"],
  ["smallest number which when divided by 12 and 15 leaves remainder 5", "60", "65"],
  ["common difference of the ap 2, 4, 8", "2", null],
  // Percentage back: 20% off 360 is the neighbour a careless reading gives; the asked quantity swapped.
  ["a number increased by 20% becomes 360 find the number", "288", "300"],
  ["a number increased by 20% is 360 find 20% of the number", "300", "60"],
  ["after a 20% increase the population is 6000 find the original price", "5000", null],
  // Interest given: compound interest is not simple interest; the amount asked is not the rate.
  ["The compound interest on ₹5000 for 2 years is ₹1050. Find the rate.", "10.5%", "10%"],
  ["A sum of ₹5000 earns ₹1500 as interest in 3 years. Find the amount.", "10%", "₹6500"],
  // "₹80 5 kg": two numbers side by side are never one (85).
  ["1 kg aam 80 rupaye ka hai 5 kg ka kitna", "₹425", "₹400"],
  ["a pen costs ₹20 5 pens cost how much", "₹125", "₹100"],
  ["The price of 8 books is ₹480. Find the price of 5 books.", "₹60", "₹300"],
  // A difference with "one of them" could be either: no single answer; the product asked is another question.
  ["The difference of two numbers is 12 and one of them is 30. Find the other.", "18", null],
  ["the sum of two numbers is 50 one of them is 18 find the product", "32", "576"],
  ["how many two digit numbers are divisible by 7 and 3", "13", "4"],
  // Units of two kinds make no ratio; the bare numbers of two units are not their ratio.
  ["find the ratio of 5 kg to 500 cm", "1:100", null],
  ["ratio of 45 cm to 1.5 m", "30:1", "3:10"],
  ["if a:b = 2:3 and b:c = 4:5 find a:c", "2:5", "8:15"],
  // A point off the segment divides it in no ratio.
  ["In what ratio does the point (3, 5) divide the segment joining (1, 2) and (6, 7)?", "2:3", null],
  // Was answered 156, 157 and checked: the squares were dropped. A sum of cubes or reciprocals is not
  // the plain sum either; integers that may be negative have two pairs.
  ["sum of squares of two consecutive natural numbers is 313 find the numbers", "156, 157", "12, 13"],
  ["The sum of the cubes of two consecutive numbers is 91. Find them.", "45, 46", "3, 4"],
  ["the sum of the reciprocals of two consecutive natural numbers is 7 find them", "3, 4", null],
  ["the product of two consecutive integers is 132. find them", "66, 67", null],
  // Each was answered wrong and checked on 28 Nov 2026: the half dropped (60), the square put round the
  // whole percentage ((20% of 10)² = 4), the HCF of 4 and 6 for that of their squares (2).
  ["what is half of 30% of 200", "60", "30"],
  ["find 20% of the square of 10", "4", "20"],
  ["find the HCF of the squares of 4 and 6", "2", "4"],
  // Each was answered wrong and checked on 28 Nov 2026: the selling price for the loss asked (the story
  // says "sells"), the whole work for half of it, a distance for a speed, the present age for a later one.
  ["a man buys a cycle for ₹1500 and sells it at a loss of 12%. find the loss", "₹1320", "₹180"],
  [
    "A can do a work in 10 days and B in 15 days. In how many days can B alone finish half the work?",
    "6 days",
    "7.5 days",
  ],
  ["a car covers half of 120 km in 2 hours. find its speed", "60", "30 km/h"],
  [
    "The present age of a father is 3 times that of his son. After 5 years the father will be 2.5 times as old as his son. Find the son's age after 5 years.",
    "son = 15 years",
    "20 years",
  ],
  // The change asked, not the value it leads to (answered 22050 and ₹405000, checked, on 28 Nov 2026).
  [
    "the population of a town is 20000. it increases by 5% every year. find the increase in population after 2 years",
    "22050",
    "2050",
  ],
  [
    "a car worth ₹500000 depreciates by 10% every year. find the depreciation in 2 years",
    "₹405000",
    "₹95000",
  ],
  // An expression's value asked: the roots of the condition are not it (answered so, checked, 28 Nov).
  ["find the value of x^2 + 1/x^2 if x + 1/x = 3", "x = -sqrt(5)/2 + 3/2, x = sqrt(5)/2 + 3/2", "7"],
  // The mean of the two speeds is the classic wrong answer.
  ["a car goes to a city at 60 km/h and returns at 40 km/h. find its average speed", "50 km/h", "48 km/h"],
  // Something about a number other than its value (answered with the value, checked, 28 Nov 2026).
  ["find the number of zeros at the end of 100!", "9.33262154439441e+157", "24"],
  ["find the sum of digits of 2^10", "1024", "7"],
  // A part of the question's numbers worked out (answered 8 and 3.5, checked, 28 Nov 2026).
  ["the product of 2^3 and 3^2", "8", "72"],
  ["find the average of 2^3 and 4^2", "3.5", "12"],
  // "3 more than its breadth" is no length of 3 (answered 32.67, checked, 28 Nov 2026).
  [
    "the length of a rectangle is 3 more than its breadth and its area is 40. find the perimeter",
    "32.67",
    "26",
  ],
  [
    "the radius of a circle is 2 cm more than another circle's radius of 5 cm. find the area of the bigger circle",
    "78.54 cm^2",
    null,
  ],
  ["a square's side is 4 times the side of a square of side 2 cm. find its area", "4 cm^2", "64 cm^2"],
  // The amount of the change asked, not its percentage (answered 25%, checked, 28 Nov 2026).
  ["the price of sugar rose from ₹40 to ₹50 per kg. find the increase", "25%", "₹10"],
  // One part given, not the total (answered "18 and 12", checked, 28 Nov 2026).
  [
    "the ratio of boys to girls is 3:2 and there are 30 boys. find the total number of students",
    "18 and 12",
    "50",
  ],
  // Minutes of hours compared bare (answered 1500%, checked, 28 Nov 2026).
  ["express 45 minutes as a percentage of 3 hours", "1500%", "25%"],
  // HCF and LCM that no pair of numbers has (8 and 15 have HCF 1, not 4): declined, never 15.
  [
    "the hcf of two numbers is 4 and their lcm is 30. if one number is 8, find the other",
    "15",
    "not possible",
  ],
  // About the median, not the mean (2.4).
  ["find the mean deviation about the median of 1, 2, 3, 4, 10", "2.4", "2.2"],
  // The rate of change, not the area at that instant (100π).
  [
    "the radius of a circle is increasing at 3 cm/s. how fast is the area increasing when the radius is 10 cm",
    "100π cm^2",
    "60π cm^2/s",
  ],
  // How fast it decreases is a positive amount; the rate of change is negative.
  [
    "the side of a square decreases at 2 cm/s. how fast is its area decreasing when the side is 5 cm",
    "-20 cm^2/s",
    "20 cm^2/s",
  ],
  [
    "the side of a square decreases at 2 cm/s. find the rate of change of its area when the side is 5 cm",
    "20 cm^2/s",
    "-20 cm^2/s",
  ],
  // The common difference asked, not the number of terms.
  ["an ap has first term 5, last term 45 and sum 400. find the common difference", "16", "8/3"],
  // The sum that amounts to ₹6600, not the amount ₹6600 grows to (answered ₹8712, checked, 28 Nov 2026).
  ["what sum will amount to rs 6600 in 4 years at 8% simple interest", "₹8712", "₹5000"],
  // A dozen is 12 bananas, not one (answered ₹240, checked, 28 Nov 2026).
  ["1 dozen bananas cost rs 48. what is the cost of 5 bananas", "₹240", "₹20"],
  ["bananas cost rs 30 per dozen. find the cost of 5 bananas", "₹150", "₹12.5"],
  // The girls asked, not the whole class.
  ["in a class 40% of the students are girls and there are 24 boys. how many girls are there", "40", "16"],
  // The smaller one asked, not the greater.
  ["which is smaller, 3/5 or 4/7?", "3/5", "4/7"],
  // a − b is ±1 when a + b = 5 and ab = 6: the question does not fix its sign.
  ["if a + b = 5 and ab = 6, find a - b", "1", null],
  // An end that is itself prime makes "between" ambiguous.
  ["how many prime numbers are there between 2 and 11", "3", null],
  // The boys asked, not the girls (the 45% is the girls').
  ["a school has 1200 students. 45% are girls. how many boys are there", "540", "660"],
  // The girls asked when the girls are given: no "other kind" to take away.
  ["a class has 40 students. 15 of them are girls. how many girls are in the class", "25", "15"],
  // The velocity asked, not the position (answered "s = -16", checked, 28 Nov 2026).
  ["a particle moves so that s = t^3 - 6t^2. find its velocity at t = 2", "-16", "v = -12"],
  // A curve below the x-axis: the integral (0) is no area.
  ["find the area under y = x from x = -1 to x = 1", "0", "1"],
  // The area's change, not the radius's (10%).
  ["the radius of a circle is increased by 10%. find the percentage increase in its area", "10%", "21%"],
  // "1/3 of them" is one fraction, not the counts 1 and 3 (answered 20 by a story reader, 28 Nov 2026).
  [
    "riya has 24 pencils. she gives 1/3 of them to her friend. how many pencils does she have left",
    "20",
    "16",
  ],
  // B's age asked, not both ages unlabelled (answered "15 years and 25 years", checked, 29 Nov 2026).
  [
    "the ratio of ages of a and b is 3:5 and sum of ages is 40. find b's age",
    "15 years and 25 years",
    "25 years",
  ],
  // The interest given, the sum asked (answered ₹45, the interest read as the principal, checked, 29 Nov).
  ["the simple interest on a sum for 3 years at 5% is rs 300. find the sum", "₹45", "₹2000"],
  // The sum of the interior angles given, not one angle (answered "not possible", checked, 29 Nov).
  [
    "the sum of the interior angles of a polygon is 1080 degrees. how many sides does it have",
    "not possible",
    "8",
  ],
  // The remainder asked, not the quotient.
  ["find the remainder when x^3 - 3x^2 + 5x - 3 is divided by x^2 - 2", "x - 3", "7x - 9"],
];

/**
 * Cost and selling prices read with their roles and counts of articles (cp-sp-roles.ts): the same
 * articles on both sides unless a count or "each" says otherwise.
 */
const PROFIT_LOSS: [string, string][] = [
  ["The cost price of 5 pens is ₹100 and they are sold for ₹120. Find the gain percent", "20%"],
  ["A shopkeeper buys 5 pens for ₹100 and sells them for ₹120. Find his gain percent.", "20%"],
  ["The cost price of a pen is ₹20 and it is sold for ₹24. Find the gain percent.", "20%"],
  ["Cost price of 10 pencils is Rs 50 and selling price is Rs 60. Find profit percent.", "20%"],
  ["A man bought a cycle for ₹1500 and sold it for ₹1200. Find his loss percent.", "20%"],
  ["the cost price of 5 pens is rs 100 and they are sold for rs 120. find the gain percent", "20%"],
  ["5 pen ka cost price ₹100 hai aur selling price ₹120 hai. munafa pratishat batao", "20%"],
  ["cost price ₹80, selling price ₹100, profit % nikalo", "25%"],
  ["The selling price of 5 pens is ₹120 and the cost price is ₹100. Find the profit percent.", "20%"],
  ["Find the profit percent if the cost price is ₹20 and the selling price is ₹24.", "20%"],
  ["A shopkeeper buys 5 pens for ₹100 and sells each for ₹24. Find his gain percent.", "20%"],
  ["A shopkeeper buys 5 pens at ₹20 each and sells them for ₹120. Find his gain percent.", "20%"],
  ["A shopkeeper buys 5 pens for ₹100 each and sells them for ₹120. Find his loss percent.", "76%"],
  ["A shopkeeper buys 5 pens at ₹20 per pen and sells them at ₹24 per pen. Find his gain.", "₹20"],
  ["A shopkeeper buys 5 pens for ₹100 and sells them for ₹120. Find his gain on one pen.", "₹4"],
  ["A shopkeeper buys 5 pens for ₹100 and sells them for ₹90. Find his loss on each pen.", "₹2"],
  ["A vendor bought bananas at 6 for ₹30 and sold them at 5 for ₹30. Find his profit percent.", "20%"],
  ["A shopkeeper bought 20 kg of rice for ₹800 and sold it at ₹45 per kg. Find his gain percent.", "12.5%"],
  ["A man bought a cycle for ₹1500 and sold it for ₹1200. Find his gain or loss percent.", "loss of 20%"],
  ["The cost price of 10 pens is ₹50. They are sold at a gain of 20%. Find the selling price.", "₹60"],
  [
    "The cost price of 10 pens is ₹50. They are sold at a gain of 20%. Find the selling price of one pen.",
    "₹6",
  ],
  ["A chair costing ₹500 is sold at a loss of 10%. Find the selling price.", "₹450"],
  ["A radio is sold for ₹900 at a loss of 10%. Find the cost price.", "₹1000"],
  ["By selling 10 pens for ₹240 a shopkeeper gains 20%. Find the cost price of each pen.", "₹20"],
  ["By selling 10 pens for ₹240 a shopkeeper loses 20%. Find the cost price of 5 pens.", "₹150"],
];

// Another question one step away: never answered with the neighbour's number, and never wrong and checked.
const PROFIT_LOSS_NEAR: [string, string, string | null][] = [
  // A gain asked when there is a loss, or the other way round.
  ["A man bought a cycle for ₹1500 and sold it for ₹1200. Find his gain percent.", "20%", null],
  ["A shopkeeper buys 5 pens for ₹100 and sells them for ₹120. Find his loss percent.", "20%", null],
  ["Find the loss percent if the cost price is ₹20 and the selling price is ₹24.", "20%", null],
  ["A vendor bought bananas at 6 for ₹30 and sold them at 5 for ₹30. Find his loss percent.", "20%", null],
  // "Each" on the other side changes the totals.
  ["A shopkeeper buys 5 pens for ₹100 each and sells them for ₹120. Find his gain percent.", "20%", null],
  ["A shopkeeper buys 5 pens for ₹100 and sells them for ₹120 each. Find his gain percent.", "20%", "500%"],
  // Counts that cannot be matched: part of the stock sold, ₹24 for one or for all, other articles.
  ["A shopkeeper buys 5 pens for ₹100 and sells 4 pens for ₹120. Find his gain percent.", "20%", "50%"],
  ["A man buys 10 mangoes for ₹50 and sells 2 of them for ₹12. Find his gain percent.", "-76%", "20%"],
  ["A shopkeeper buys 5 pens for ₹100 and sells them at ₹24. Find his gain percent.", "-76%", "20%"],
  ["A shopkeeper buys pens for ₹100 and sells 5 pens for ₹120. Find his gain percent.", "20%", null],
  ["A man buys 5 pens for ₹100 and sells them for ₹120. Find his gain percent per annum.", "20%", null],
  ["Ram bought a book for ₹200 and Shyam sold a pen for ₹240. Find the gain percent.", "20%", null],
  ["A man sells a pen for ₹24 and buys it back for ₹20. Find his gain percent.", "20%", null],
  [
    "A shopkeeper buys 5 pens for ₹100 and spends ₹20 on transport and sells them for ₹150. Find his gain percent.",
    "50%",
    "25%",
  ],
  ["A man sold a pen for ₹24 after a 20% price rise. Find the cost price.", "₹28.8", "₹20"],
  ["A pen is sold for ₹24 at a profit of 20%. Find the selling price.", "₹28.8", "₹24"],
];

describe("profit and loss: prices with their roles and counts", () => {
  it.each(PROFIT_LOSS)("%s → %s", (question, expected) => {
    const got = answer(question);
    expect(got, "declined").not.toBeNull();
    expect(answersAgree(expected, got?.text ?? ""), `got ${got?.text}`).toBe(true);
    expect(got?.verified).toBe(true);
  });

  it.each(PROFIT_LOSS_NEAR)("%s is not answered %s", (question, neighbour, right) => {
    const got = answer(question);
    if (got === null) return;
    expect(answersAgree(neighbour, got.text), `got ${got.text}`).not.toBe(true);
    if (got.verified)
      expect(right !== null && answersAgree(right, got.text) === true, `got ${got.text}`).toBe(true);
  });
});

describe("issue 29's families are answered and checked", () => {
  it.each(ANSWERED)("%s → %s", (question, expected) => {
    const got = answer(question);
    expect(got, "declined").not.toBeNull();
    expect(answersAgree(expected, got?.text ?? ""), `got ${got?.text}`).toBe(true);
    expect(got?.verified).toBe(true);
  });

  it.each(NEAR_MISSES)("%s is not answered %s", (question, neighbour, right) => {
    const got = answer(question);
    if (got === null) return;
    expect(answersAgree(neighbour, got.text), `got ${got.text}`).not.toBe(true);
    if (got.verified)
      expect(right !== null && answersAgree(right, got.text) === true, `got ${got.text}`).toBe(true);
  });

  it("says a vertical line has no slope, never a number", () => {
    const got = answer("What is the slope of the line joining (3, 1) and (3, 5)?");
    expect(got?.text).toMatch(/^undefined\b.*vertical/);
    expect(got?.text).not.toMatch(/^\s*-?\d/);
    const r = solveMath("Find the slope of the line through (3, 1) and (3, 5).");
    expect(r.kind === "solved" && r.solution.explanation).toMatch(/no slope/);
  });
});

// Families declined in the 2026-11-29 probe, now read by general readers: roots in words inside an
// expression, rupees and paise, the walls of a room (and its ceiling), one number drawn from a run.
const DECLINED_NOW_ANSWERED: [string, string][] = [
  ["cube root of 343 plus square root of 144", "19"],
  ["what is the square root of 196 minus the cube root of 64", "10"],
  ["find the value of cube root of 125 multiplied by square root of 4", "10"],
  ["10 minus the square root of 36", "4"],
  ["A pen costs 12 rupees 50 paise. what is the cost of 8 pens", "₹100"],
  ["a notebook costs Rs 24 and 75 paise. find the cost of 4 notebooks", "₹99"],
  ["the cost of a pen is ₹12. find the cost of 8 pens", "₹96"],
  [
    "Find the cost of whitewashing the walls of a room 5 m long, 4 m wide and 3 m high at Rs 7.50 per square metre",
    "₹405",
  ],
  [
    "Find the cost of whitewashing the walls and ceiling of a room 5 m long, 4 m wide and 3 m high at Rs 7.50 per square metre",
    "₹555",
  ],
  [
    "the length, breadth and height of a room are 5 m, 4 m and 3 m. find the cost of white washing the walls of the room and the ceiling at the rate of ₹7.50 per m^2",
    "₹555",
  ],
  ["Find the cost of plastering the four walls of a room 8 m by 6 m by 4 m at ₹12 per sq m", "₹1344"],
  ["a number is chosen from 1 to 20. find the probability that it is prime", "2/5"],
  [
    "A number is selected at random from the numbers 1 to 30. What is the probability that it is a multiple of 3?",
    "1/3",
  ],
  [
    "a number is picked at random from 1, 2, 3, ..., 50. find the probability that it is a perfect square",
    "7/50",
  ],
  [
    "one of the first 20 natural numbers is chosen at random. find the probability that it is divisible by 2 or 3",
    "13/20",
  ],
  [
    "tickets numbered 1 to 20 are mixed up and a ticket is drawn at random. find the probability that the ticket drawn has a number which is a multiple of 3 or 5",
    "9/20",
  ],
  ["a number is chosen at random from 1 to 20. what is the chance that it is not prime", "3/5"],
  // The factor and remainder theorems: p(a) = 0 (or the remainder) fixes k.
  ["Find the value of k if x - 1 is a factor of x^2 + kx + 3", "k = -4"],
  ["Find k if (x+2) is a factor of x^3 + kx^2 - 4", "k = 3"],
  ["if x + 1 is a factor of 2x^3 + kx^2 + 5x + 2, find the value of k", "k = 5"],
  ["find k if 2x - 1 is a factor of 2x^2 + kx - 1", "k = 1"],
  ["find the value of k if 3 is a zero of the polynomial x^2 - kx + 6", "k = 5"],
  ["the polynomial x^3 + kx^2 - 2x + 1 leaves remainder 5 when divided by x - 1. find k", "k = 5"],
  ["x−1 is a factor of x²+kx+3 find k", "k = -4"],
  // A root of the equation fixes k the same way.
  ["one root of x^2 - 5x + k = 0 is 2. find k", "k = 6"],
  ["if 2 is a root of the equation x^2 + kx + 6 = 0, find the value of k", "k = -5"],
  ["agar x - 1, x^2 + kx + 3 ka factor hai to k ki value nikalo", "k = -4"],
  // A term counted from the last one, and a term of an AP whose last term is given.
  ["Find the 10th term from the last of the AP 8, 10, 12, ..., 126", "108"],
  ["Find the 11th term from the last term of the AP 10, 7, 4, ..., -62", "-32"],
  ["find the 3rd term from last of the AP 1, 4, 7, ..., 88", "82"],
  ["Find the 10th term of the AP 8, 10, 12, ..., 126", "26"],
  // A section ratio with one coordinate of the point unknown, or an axis as the dividing line.
  ["Find the ratio in which the point (2, y) divides the line segment joining (-2, 3) and (6, 7)", "1:1"],
  [
    "Find the ratio in which the point (2, y) divides the line segment joining (-2, 3) and (6, 7). Also find y",
    "1:1, y = 5",
  ],
  [
    "In what ratio does the point (x, 2) divide the line segment joining (12, 5) and (4, -3)? Also find x",
    "3:5, x = 9",
  ],
  [
    "Find the ratio in which the point (-3, k) divides the join of (-5, -4) and (-2, 3). Hence find the value of k",
    "2:1, k = 2/3",
  ],
  ["Find the ratio in which the x-axis divides the line segment joining (1, -5) and (-4, 5)", "1:1"],
  // One term of a ratio known: the other, the total, or the difference.
  ["the ratio of boys to girls is 3:2. if there are 18 boys, how many girls are there", "12"],
  ["Boys and girls in a class are in the ratio 4:5. There are 20 girls. How many boys?", "16"],
  ["the ratio of boys to girls is 3:2 and there are 30 boys. find the total number of students", "50"],
  [
    "the ratio of apples to oranges in a basket is 5:3. there are 40 apples. how many oranges are there",
    "24",
  ],
  [
    "the ratio of boys to girls in a class is 3:2. if there are 18 boys, how many more boys than girls are there",
    "6",
  ],
  // A box or tank open at the top: the whole surface less the lid.
  ["an open box (no lid) is 10 cm by 8 cm by 5 cm. find its outer surface area", "260 cm^2"],
  [
    "a cuboidal tank open at the top is 5 m long 4 m wide and 3 m deep. find the area of sheet needed",
    "74 m^2",
  ],
  [
    "a cylindrical vessel open at the top has radius 7 cm and height 20 cm. find its outer surface area (take pi = 22/7)",
    "1034 cm^2",
  ],
  // Selections said in words: a team or committee, two kinds of members, pairs, triangles, diagonals.
  ["in how many ways can a team of 11 be selected from 14 players", "364"],
  ["in how many ways can a committee of 3 be chosen from 7 people", "35"],
  ["in how many ways can a committee of 2 women and 3 men be formed from 5 men and 4 women", "60"],
  ["how many diagonals does a hexagon have", "9"],
  ["find the number of diagonals of a quadrilateral", "2"],
  ["how many diagonals does a polygon with 10 sides have", "35"],
  ["how many triangles can be formed from 8 points no three of which are collinear", "56"],
  ["how many handshakes take place among 10 people if each shakes hands with every other", "45"],
  // The sum of all n-digit multiples of k: an AP summed.
  ["find the sum of all two digit numbers divisible by 3", "1665"],
  ["find the sum of all 2-digit numbers which are multiples of 5", "945"],
  // A difference of shares asked is one number.
  ["divide ₹600 between A and B in the ratio 2:3. how much more does B get than A", "₹120"],
  ["₹900 is divided among A, B and C in the ratio 2:3:4. how much more does C get than A", "₹200"],
];

const DECLINED_NEAR: [string, string, string | null][] = [
  // A price said "more than" another thing is not the price of one.
  ["one pen costs ₹12 more than a pencil. what is the cost of 8 pens", "₹96", null],
  ["a pen costs ₹12 more than a pencil. what is the cost of 8 pens", "₹96", null],
  // The floor of a room is not its whole surface, nor its walls.
  ["what is the area of the floor of a room 6 m long 4 m wide 3 m high", "108 m^2", "24 m^2"],
  ["what is the area of the floor of a room 6 m long 4 m wide 3 m high", "60 m^2", "24 m^2"],
  // Doors and windows left out are not counted in the four walls.
  [
    "find the area of the walls of a room 6 m long 4 m wide 3 m high excluding 2 doors of 2 m by 1 m",
    "60 m^2",
    "56 m^2",
  ],
  // The walls alone are not the walls and the ceiling.
  [
    "Find the cost of whitewashing the walls and ceiling of a room 5 m long, 4 m wide and 3 m high at Rs 7.50 per square metre",
    "₹405",
    "₹555",
  ],
  // A count of discs that is not the run's is not read past; two numbers drawn is another experiment.
  [
    "A box contains 50 discs numbered 1 to 90. One disc is drawn. Find the probability that it is even",
    "1/2",
    null,
  ],
  ["two numbers are chosen from 1 to 20. find the probability that both are prime", "2/5", null],
  ["a number is chosen from 1 to 20. find the probability that it is a prime greater than 10", "2/5", "1/5"],
  // Two conditions on k, or a factor that is not one, are other questions.
  [
    "find the value of k if x - 1 is a factor of x^2 + kx + 3 and x + 1 is a factor of x^2 + 2x + k",
    "k = -4",
    null,
  ],
  ["find k if x - 1 is not a factor of x^2 + kx + 3", "k = -4", null],
  // From the last is not from the first; a point beyond the segment divides it externally.
  ["Find the 10th term from the last of the AP 8, 10, 12, ..., 126", "26", "108"],
  ["Find the 10th term of the AP 8, 10, 12, ..., 126", "108", "26"],
  [
    "Find the ratio in which the point (10, y) divides the line segment joining (-2, 3) and (6, 7)",
    "3:1",
    null,
  ],
  // One share is not how much more one gets than the other (₹360 was checked, 29 Nov 2026).
  ["divide ₹600 between A and B in the ratio 2:3. how much more does B get than A", "₹360", "₹120"],
  [
    "Divide ₹600 between Ravi and Sita in the ratio 2:3. How much less does Ravi get than Sita?",
    "₹240",
    "₹120",
  ],
  // Something that happened to the boys is not how many there are; people are counted whole.
  ["the ratio of boys to girls is 3:2. if 18 boys left, how many girls are there", "12", null],
  ["the ratio of boys to girls is 3:2. if there are 18 students, how many girls are there", "7.2", null],
  ["the ratio of boys to girls is 3:2. if there are 18 girls, how many boys are there", "12", "27"],
  // An open box is not the closed cuboid's whole surface (340 cm² was checked, 29 Nov 2026).
  ["an open box (no lid) is 10 cm by 8 cm by 5 cm. find its outer surface area", "340 cm^2", "260 cm^2"],
  ["a cubical box without a lid has side 10 cm. find the area of sheet needed", "600 cm^2", "500 cm^2"],
  // A condition on the selection is another count; points that may be collinear make fewer triangles.
  [
    "in how many ways can a team of 11 be selected from 14 players if the captain is always included",
    "364",
    "78",
  ],
  ["in how many ways can a committee of 3 be chosen from 7 people including at least one woman", "35", null],
  ["how many triangles can be formed from 8 points", "56", null],
  // Odd ones only are another sum; the count is not the sum.
  ["find the sum of all odd two digit numbers divisible by 3", "1665", "825"],
  ["how many two digit numbers are divisible by 3", "1665", "30"],
  // The other root is not k.
  ["one root of x^2 - 5x + k = 0 is 2. find the other root", "k = 6", "3"],
  // "Also find y": the ratio alone is half the answer.
  [
    "Find the ratio in which the point (2, y) divides the line segment joining (-2, 3) and (6, 7). Also find y",
    "1:1",
    "1:1, y = 5",
  ],
];

describe("families declined on 2026-11-29 are answered", () => {
  it.each(DECLINED_NOW_ANSWERED)("%s → %s", (question, expected) => {
    const got = answer(question);
    expect(got, "declined").not.toBeNull();
    expect(answersAgree(expected, got?.text ?? ""), `got ${got?.text}`).toBe(true);
    expect(got?.verified).toBe(true);
  });

  it.each(DECLINED_NEAR)("%s is not answered %s", (question, neighbour, right) => {
    const got = answer(question);
    if (got === null) return;
    expect(answersAgree(neighbour, got.text), `got ${got.text}`).not.toBe(true);
    if (got.verified)
      expect(right !== null && answersAgree(right, got.text) === true, `got ${got.text}`).toBe(true);
  });
});

describe("a purse story is checked only when every word is accounted for", () => {
  it.each([
    ["Ram ke paas 5 lakh rupaye hain, usne 1.5 lakh kharch kiye. kitne bache?", "₹350000"],
    ["mere paas 500 rupaye the, maine 200 rupaye kharch kiye. kitne bache?", "₹300"],
    ["Sita has ₹1000. She spent ₹450 on books and ₹250 on clothes. How much does she have left?", "₹300"],
    ["Priya had ₹250. She bought a book for ₹120 and a pen for ₹35. How much money is left?", "₹95"],
    // Hinglish buying and selling: "mein kharidi" is "bought for", "munafa pratishat kitna" asks the profit %.
    ["ek dukandar ne ek cheez 400 rupaye mein kharidi aur 500 rupaye mein bechi munafa kitna hua", "₹100"],
    [
      "ek dukandar ne ek cheez 400 rupaye mein kharidi aur 500 rupaye mein bechi munafa pratishat kitna hai",
      "25%",
    ],
    ["ek dukandar ne ek cheez 500 rupaye mein kharidi aur 400 rupaye mein bechi hani kitni hui", "₹100"],
    // Hinglish figures: aayat, varg, kamra, deewar; "… ka kshetrafal kitna hai" asks the area of that.
    ["ek aayat ki lambai 12 cm aur chaudai 5 cm hai uska kshetrafal kitna hai", "60 cm^2"],
    ["ek varg ki bhuja 9 cm hai uska kshetrafal batao", "81 cm^2"],
    ["ek kamre ki lambai 5 m chaudai 4 m aur unchai 3 m hai, deewaron ka kshetrafal kitna hai", "54 m^2"],
    ["ek pen ki keemat 12 rupaye 50 paise hai to 4 pen ki keemat kitni hogi", "₹50"],
  ])("%s → %s, checked", (question, expected) => {
    const got = answer(question);
    expect(answersAgree(expected, got?.text ?? ""), `got ${got?.text}`).toBe(true);
    expect(got?.verified).toBe(true);
  });

  it.each([
    // Someone else spent it; money came in; a price each: not the closed purse story.
    ["Priya had ₹250. Ravi spent ₹120. How much money is left with Ravi?"],
    ["Priya had ₹250. Her brother spent ₹120. How much money is left with Priya?"],
    ["Priya had ₹250. She spent ₹120 and got ₹30 from her mother. How much money is left?"],
    ["Priya had ₹250. She bought 3 pens at ₹20 each. How much money is left?"],
  ])("%s is not checked", (question) => {
    expect(answer(question)?.verified ?? false).toBe(false);
  });

  it("money from her mother comes in, not out", () => {
    const got = answer("Priya had ₹250. She spent ₹120 and got ₹30 from her mother. How much money is left?");
    if (got) expect(answersAgree("₹160", got.text)).toBe(true);
  });
});

describe("workings are clean TeX", () => {
  // A "\frac" or "\times" in an unescaped template string became a form feed or a tab (and "\r…" a
  // carriage return) in a student's working; every answered question here is checked for them.
  it.each([
    ...ANSWERED.map(([q]) => q),
    ...DECLINED_NOW_ANSWERED.map(([q]) => q),
    "Find the 5th term from the end of the AP 3, 8, 13, ..., 253.",
    "find the difference between simple and compound interest on ₹5000 for 2 years at 10% per annum",
    "Find the ratio in which the point (-1, 6) divides the line segment joining (-3, 10) and (6, -8).",
    "the product of two consecutive positive integers is 306. find the integers",
  ])("%s has no control characters in its working", (question) => {
    const r = solveMath(question);
    if (r.kind === "solved") expect(r.solution.explanation).not.toMatch(/[\t\f\r\v\b]/);
  });
});

/**
 * Issue 29's fresh-wording probe: school questions (NCERT classes 6–10 exercise kinds) typed the
 * way students type into a chat box, written for this probe without looking at the engine's other
 * tests. `want` is the right answer's numbers, in order. `near` marks a near miss: one word changes
 * the quantity asked ("remaining", "other", "difference", "each", "before GST", "deviation" …), so
 * the engine must answer it right or not check it.
 */
export interface Probe {
  q: string;
  want: number[];
  near?: true;
}

const P = (q: string, ...want: number[]): Probe => ({ q, want });
const N = (q: string, ...want: number[]): Probe => ({ q, want, near: true });

export const FRESH: Probe[] = [
  // Arithmetic
  P("what is 48 × 25", 1200),
  P("144 ÷ 12 kitna hota hai", 12),
  P("sq root of 729", 27),
  P("cube of 13", 2197),
  P("∛3375", 15),
  P("simplify 3/4 + 5/6", 19 / 12),
  P("value of 2⁵ − 3²", 23),
  P("hcf of 84 and 126", 42),
  P("lcm of 18 24 and 36", 72),
  P("0.25 × 0.4", 0.1),
  P("what is 15 percent of 360", 54),
  P("2 lakh ka 15%", 30000),
  P("convert 350 paise to rupees", 3.5),
  P("smallest number divisible by 12 15 and 20", 60),
  P("square root of 1.44", 1.2),
  P("cube root of 512", 8),
  P("what is 3 lakh 50 hazaar plus 1 crore", 10350000),
  // Percentages
  P("a number increased by 20% becomes 360 find the number", 300),
  P("what percent of 80 is 12", 15),
  P("marks 432 out of 600 percentage kitna", 72),
  P("population of a town is 25000 it grows 4% every year what will it be after 2 years", 27040),
  P("price increased from ₹40 to ₹50 find percentage increase", 25),
  P("a salary of ₹30000 is raised by 10% and then by 5% new salary", 34650),
  // Profit and loss, GST
  P("cp ₹450 sp ₹540 profit percent", 20),
  P("bought a cycle for ₹2400 and sold it for ₹2100 find loss percent", 12.5),
  P("marked price ₹1200 discount 15% selling price kya hoga", 1020),
  P("an article sold at ₹690 at a profit of 15% find cost price", 600),
  P("price of a toy is ₹500 gst 12% how much will i pay", 560),
  N("a shirt costs ₹1180 including 18% gst find the price before gst", 1000),
  N("a shirt costs ₹1180 including 18% gst find the gst amount", 180),
  N("cost of a tv including 28% gst is ₹25600 find the price excluding gst", 20000),
  // Interest
  P("si on ₹8000 at 5% per annum for 3 years", 1200),
  P("simple interest on rs 12000 at 7.5% for 2 years", 1800),
  P("amount on ₹10000 at 10% compound interest for 2 years", 12100),
  P("ci on 5000 at 8% per annum for 2 years compounded annually", 832),
  P("₹20000 ka 5 saal ka byaj 6% ki dar se kitna hoga", 6000),
  P("10000 rupaye 2 saal ke liye 10% byaj par diye to simple interest kitna", 2000),
  P("in how many years will ₹6000 amount to ₹7200 at 5% simple interest", 4),
  P("at what rate will ₹5000 earn ₹1500 simple interest in 3 years", 10),
  N("difference between ci and si on ₹10000 at 10% for 2 years", 100),
  N("si on ₹8000 at 5% per annum for 3 years find the amount", 9200),
  // Ratio and proportion, class stories
  P("divide ₹1200 in the ratio 3:5", 450, 750),
  P("if a:b = 2:3 and b:c = 4:5 find a:c", 8, 15),
  P("ratio of 45 cm to 1.5 m", 3, 10),
  P("fourth proportional to 4 6 and 10", 15),
  P("there are 40 students in a class ratio of ladke to ladkiyan is 3:5 how many ladkiyan", 25),
  P("class me 36 bacche hain ladke aur ladkiyon ka ratio 5:4 hai ladke kitne hain", 20),
  N("ratio of boys to girls is 3:5 in a class of 40 how many more girls than boys", 10),
  // Speed, distance, time
  P("a car goes 180 km in 3 hours speed kitni", 60),
  P("convert 72 km/h into m/s", 20),
  P("speed 45 km per hour for 4 ghante distance kitna", 180),
  P("a man walks at 5 km/h how much time to cover 12.5 km", 2.5),
  P("a train 150 m long crosses a pole in 10 seconds find its speed in km/h", 54),
  P("ek train 3 ghante mein 210 km jaati hai speed kya hogi", 70),
  N(
    "two cars start from the same point in opposite directions at 40 km/h and 60 km/h find the distance between them after 3 hours",
    300,
  ),
  // Mensuration
  P("area of rectangle 15 m by 8 m", 120),
  P("perimeter of a square of side 13 cm", 52),
  P("area of circle radius 14 cm take π 22/7", 616),
  P("circumference of circle of diameter 21 cm", 66),
  P("area of triangle base 12 cm height 9 cm", 54),
  P("area of triangle with sides 13 14 15", 84),
  P("volume of cube of edge 6 cm", 216),
  P("volume of cylinder radius 7 cm height 10 cm", 1540),
  P("volume of cone r = 3 cm h = 4 cm take π = 3.14", 37.68),
  P("surface area of sphere of radius 7 cm", 616),
  P("volume of a hemisphere of radius 21 cm", 19404),
  P("curved surface area of cylinder radius 7 cm height 20 cm", 880),
  P("diagonal of a rectangle 8 cm by 6 cm", 10),
  P("hypotenuse of right triangle with legs 5 and 12", 13),
  P("area of a trapezium with parallel sides 10 cm and 14 cm and height 6 cm", 72),
  P("how many litres can a cuboid tank 2 m × 1.5 m × 1 m hold", 3000),
  N("a circle of radius 7 cm is cut from a square of side 14 cm find the area of the remaining part", 42),
  N("total surface area of cylinder radius 7 cm height 20 cm", 1188),
  N("rate of change of area of a circle with respect to radius when r = 7 cm", 14 * Math.PI),
  // Linear equations
  P("solve 3x + 7 = 22", 5),
  P("2x − 5 = x + 3", 8),
  P("x/4 + 3 = 7", 16),
  P("5(x − 2) = 3x + 4", 7),
  P("solve x + y = 10 and x − y = 2", 6, 4),
  P("ek number ka 3 guna 45 hai number kya hoga", 15),
  P("sum of two consecutive numbers is 51 find them", 25, 26),
  P("age of father is 3 times his son sum of ages is 48 find son's age", 12),
  N("the sum of two numbers is 50 one of them is 18 find the other", 32),
  N("the sum of two numbers is 50 and their difference is 10 find the larger number", 30),
  N("price of 8 books is ₹480 find the price of each", 60),
  // Quadratic equations
  P("x² − 7x + 12 = 0", 3, 4),
  P("solve x^2 + 2x - 15 = 0", -5, 3),
  P("roots of 2x² − 5x + 3 = 0", 1, 1.5),
  P("discriminant of 3x² + 4x + 2 = 0", -8),
  P("product of two consecutive positive integers is 132 find them", 11, 12),
  N("sum of roots of x² − 7x + 12 = 0", 7),
  N("difference of the roots of x² − 7x + 12 = 0", 1),
  N("x² − 5x + 6 = 0 find the larger root", 3),
  // Arithmetic progressions
  P("10th term of ap 3 7 11 ...", 39),
  P("sum of first 20 terms of 2 5 8 ...", 610),
  P("which term of ap 5 9 13 ... is 81", 20),
  P("sum of first 50 natural numbers", 1275),
  P("how many two digit numbers are divisible by 7", 13),
  P("common difference of ap 11 8 5 2", -3),
  N("10th term from the end of ap 3 8 13 ... 253", 208),
  // Coordinate geometry
  P("distance between (2, 3) and (5, 7)", 5),
  P("midpoint of (4, −2) and (8, 6)", 6, 2),
  P("in what ratio does the point (4, 5) divide the line joining (2, 3) and (7, 8)", 2, 3),
  P("in what ratio is the segment joining (1, 2) and (6, 7) divided by the point (3, 4)", 2, 3),
  P("slope of line through (1, 2) and (3, 8)", 3),
  P("area of triangle with vertices (0,0) (4,0) (0,3)", 6),
  // Trigonometry of standard angles
  P("sin 30° + cos 60°", 1),
  P("tan²45 + sec²0", 2),
  P("value of 2 sin 45 cos 45", 1),
  P("sin²60 + cos²60", 1),
  P("cos 0° × sin 90°", 1),
  P("tan 60 / tan 30", 3),
  P("a ladder makes 60° with the ground and its foot is 5 m from the wall find the length of the ladder", 10),
  P("find the height of a tower if the angle of elevation is 45° from a point 30 m away from its foot", 30),
  // Statistics
  P("mean of 12 15 18 21 24", 18),
  P("median of 7 3 9 5 11 13", 8),
  P("mode of 2 3 3 5 5 5 7", 5),
  P("range of 45 12 67 33 29", 55),
  P("mean of first 10 natural numbers", 5.5),
  P("average of 5 numbers is 20 if one number is removed the average becomes 18 find the removed number", 28),
  N("mean deviation of 2 4 6 8 10", 2.4),
  N("variance of 2 4 6 8 10", 8),
  // Probability
  P("a die is thrown probability of getting even number", 0.5),
  P("probability of getting a king from a pack of 52 cards", 1 / 13),
  P("two coins tossed probability of at least one head", 0.75),
  P("a bag has 3 red and 5 blue balls one ball is drawn probability it is red", 3 / 8),
  P("probability of a prime number when a die is thrown", 0.5),
  N("a bag has 3 red and 5 blue balls one ball is drawn probability it is not red", 5 / 8),
  // Hinglish money stories
  P("mere paas ₹500 the maine ₹180 ki kitab aur ₹75 ka pen liya kitne bache", 245),
  P("ravi ke paas 1200 rupaye hain usne 450 kharch kiye kitne bache", 750),
  P("ek kg aam 80 rupaye ka hai 5 kg ka kitna", 400),
  P("12 pencil ka daam 60 rupaye hai 1 pencil ka kitna", 5),
  N("i had 60 apples and gave 25 to my friend how many are remaining", 35),
  // Counting
  P("find nc2 if n = 6", 15),
  P("if n = 7 and r = 3 find ncr", 35),
  P("5! kitna hota hai", 120),
  P("in how many ways can 4 people sit in a row", 24),
  P("number of arrangements of the letters of the word apple", 60),
  N("hcf and lcm of 12 and 18", 6, 36),
];

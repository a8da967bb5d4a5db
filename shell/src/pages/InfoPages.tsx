import { Link } from "../router";
import { SALES_EMAIL } from "./Pricing";

const SUPPORT_EMAIL = "support@bloom-learning.example";

/** The footer's pages: short, real answers, so no footer link leads nowhere. */
export const INFO_PAGES: Record<string, { title: string; paragraphs: string[] }> = {
  "/features": {
    title: "Features",
    paragraphs: [
      "A Socratic AI tutor that teaches one concept at a time, moves through warm-up, new concept, guided practice, a formative check, extension and reflection, and tracks your mastery of every concept it teaches.",
      "Flashcards you write or generate from a topic, scored by AI with feedback on misconceptions, and scheduled for review just before you would forget them.",
      "A dashboard with your mastery by subject, time spent, flashcard progress and recent sessions.",
    ],
  },
  "/educators": {
    title: "For Educators",
    paragraphs: [
      "Bloom gives every student a patient tutor that asks rather than tells, so homework help builds understanding instead of copying.",
      "Teachers see each student's mastery by topic and concept, and can place the tutor, flashcards or dashboard straight into a course in Canvas, Schoology or Moodle.",
    ],
  },
  "/enterprise": {
    title: "Enterprise and districts",
    paragraphs: [
      "Districts sign on through LTI 1.3 and their existing single sign-on (Clever, ClassLink or any OpenID Connect provider). Licences cover a school or a whole district, with seat reports for administrators.",
      `Talk to us at ${SALES_EMAIL}.`,
    ],
  },
  "/help": {
    title: "Getting started",
    paragraphs: [
      "1. Open Tutoring, add a subject, and generate its outline. 2. Pick a topic: your tutor plans it and starts with a warm-up question. 3. Answer in your own words; ask for a hint any time.",
      "Then open Practice to turn what you learned into flashcards, and check your Dashboard to see your mastery grow.",
      `Stuck? Write to ${SUPPORT_EMAIL}.`,
    ],
  },
  "/contact": {
    title: "Contact",
    paragraphs: [`Support: ${SUPPORT_EMAIL}`, `Schools and companies: ${SALES_EMAIL}`],
  },
  "/privacy": {
    title: "Privacy",
    paragraphs: [
      "We collect what the product needs to teach you: your name, email, school, and what you study. Your learning data is yours; teachers and administrators of your own school can see it, and no one else.",
      "We never sell personal data and never use it for advertising. You can ask us to export or delete your data at any time.",
    ],
  },
  "/terms": {
    title: "Terms of use",
    paragraphs: [
      "Use Bloom to learn, and be kind in what you write. Paid plans are month to month with a 30-day money-back guarantee, and can be cancelled at any time.",
      "AI tutors can make mistakes: check important facts with your teacher or a trusted source.",
    ],
  },
  "/about": {
    title: "About Bloom",
    paragraphs: [
      "We believe everyone learns best by thinking things through with a patient guide. Bloom puts that guide in every classroom and every home.",
    ],
  },
  "/careers": {
    title: "Careers",
    paragraphs: [
      `We are a small team of teachers and engineers. If you want to help, write to us at ${SUPPORT_EMAIL}.`,
    ],
  },
  "/blog": {
    title: "Blog",
    paragraphs: [
      "Notes on learning science, teaching with AI, and what we are building. The first posts are on their way.",
    ],
  },
  "/press": {
    title: "Press",
    paragraphs: [`For press enquiries, write to ${SALES_EMAIL}.`],
  },
};

export function InfoPage({ path }: { path: string }) {
  const page = INFO_PAGES[path]!;
  return (
    <section className="shell-page" aria-labelledby="info-title">
      <h1 id="info-title">{page.title}</h1>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

/** The shell's own pages: landing, pricing, account, consent, guardian, alert sign-in, information pages. */
export const pages = {
  "landing.footer": "Footer",
  "landing.link.features": "Features",
  "landing.link.educators": "For Educators",
  "landing.link.enterprise": "Enterprise",
  "landing.link.help": "Help Center",
  "landing.link.contact": "Contact",
  "landing.link.privacy": "Privacy",
  "landing.link.terms": "Terms",
  "landing.link.about": "About",
  "landing.link.careers": "Careers",
  "landing.link.blog": "Blog",
  "landing.link.press": "Press",
  "landing.login": "Login",
  "landing.starting": "Starting...",
  "landing.trialActive": "Trial Active",
  "landing.subscribed": "Subscribed",
  "landing.getStarted": "Get Started Free",
  "landing.deleted": "Your account and everything in it has been deleted.",
  "landing.hero": "Learn anything, one good question at a time.",
  "landing.lead":
    "A patient AI tutor that helps you think, flashcards that know when to come back, and a dashboard that shows how far you have come.",
  "landing.note": "Free to start • No credit card required • Cancel anytime",
  "landing.startLearning": "Start learning",
  "landing.trialStarted": "Free trial started! {days, plural, one {# day} other {# days}} left.",
  "landing.journey": "Your Learning Universe",
  "landing.journey.explore.title": "Explore with your AI tutor",
  "landing.journey.explore.text":
    "Pick a subject and a topic. Your tutor asks the right questions, one at a time, so you work out the ideas yourself.",
  "landing.journey.recall.title": "Practise active recall",
  "landing.journey.recall.text":
    "Turn what you learned into flashcards. Answer in your own words and get instant, specific feedback.",
  "landing.journey.track.title": "Track your progress",
  "landing.journey.track.text":
    "Watch your mastery grow on your dashboard, topic by topic, and see exactly what to review next.",
  "landing.values": "Learning. Unlocked.",
  "landing.values.socratic.title": "Socratic by design",
  "landing.values.socratic.text":
    "No answer dumps. Guiding questions, hints when you are stuck, and a concrete next step after two tries.",
  "landing.values.review.title": "Review at the right moment",
  "landing.values.review.text":
    "Spaced review brings each card back just before you would forget it, so study time goes further.",
  "landing.values.mastery.title": "Mastery you can see",
  "landing.values.mastery.text":
    "Every answer updates your mastery of each concept, so progress is measured, not guessed.",
  "landing.values.schools.title": "Ready for schools",
  "landing.values.schools.text":
    "Launches from Canvas, Schoology and Moodle, signs in with your school account, and keeps each student's data their own.",
  "landing.audience": "Bloom in Every Way",
  "landing.audience.k12.title": "K-12 Students",
  "landing.audience.k12.text": "Homework help that teaches instead of telling, at your own pace.",
  "landing.audience.university.title": "University Students",
  "landing.audience.university.text": "Work through hard courses concept by concept and review before exams.",
  "landing.audience.professionals.title": "Working Professionals",
  "landing.audience.professionals.text": "Learn a new skill in short sessions that fit around your day.",
  "landing.audience.lifelong.title": "Seniors & Lifelong Learners",
  "landing.audience.lifelong.text": "Explore history, science or a new language simply because you are curious.",
  "landing.audience.educators.title": "Educators & Institutions",
  "landing.audience.educators.text": "Give every student a patient tutor and see their progress on one dashboard.",
  "landing.audience.everyone.title": "Everyone Else",
  "landing.audience.everyone.text": "If you have a question, there is a path to understanding it. Start there.",

  "pricing.heading": "Simple plans for every learner",
  "pricing.trialExpired": "Your free trial has expired. Subscribe now to continue using all features.",
  "pricing.subscriptionRequired": "Start your free trial or choose a plan to use tutoring and practice.",
  "pricing.billingFailed": "Billing could not be opened just now. Please try again.",
  "pricing.checkoutFailed": "Failed to start checkout",
  "pricing.portalFailed": "Failed to open the billing portal",
  "pricing.salesSubject": "{plan} plan",
  "pricing.trial.name": "Free Trial",
  "pricing.trial.period": "/ 7 days",
  "pricing.trial.text": "The whole product for a week. No credit card required.",
  "pricing.trial.included": "Included in your plan",
  "pricing.trial.ended": "Trial ended",
  "pricing.trial.start": "Start free trial",
  "pricing.popular": "Most Popular",
  "pricing.student.name": "Student",
  "pricing.perMonth": "/ month",
  "pricing.student.text": "Unlimited tutoring, flashcards and your progress dashboard. Cancel anytime.",
  "pricing.redirecting": "Redirecting...",
  "pricing.subscribe": "Subscribe",
  "pricing.manage": "Manage subscription",
  "pricing.school.name": "School",
  "pricing.perStudent": "/ student / month",
  "pricing.school.text": "50 student accounts, teacher dashboards, and sign-in through your LMS.",
  "pricing.contactSales": "Contact Sales",
  "pricing.corporate.name": "Corporate",
  "pricing.perUser": "/ user / month",
  "pricing.corporate.text": "20 users for your team's training, with admin reporting.",
  "pricing.guarantee": "30-day money-back guarantee on paid plans. Month-to-month, cancel anytime.",
  "pricing.faq": "Frequently asked questions",
  "pricing.faq.card.q": "Do I need a credit card for the free trial?",
  "pricing.faq.card.a":
    "No. The 7-day free trial needs no card at all. You choose a plan only if you want to keep going.",
  "pricing.faq.cancel.q": "Can I cancel anytime?",
  "pricing.faq.cancel.a":
    "Yes. Plans are month to month, and you can cancel from your account at any time; you keep access until the end of the month you paid for.",
  "pricing.faq.refund.q": "Is there a money-back guarantee?",
  "pricing.faq.refund.a": "Yes. Every paid plan comes with a 30-day money-back guarantee.",
  "pricing.faq.groups.q": "How do School and Corporate plans work?",
  "pricing.faq.groups.a":
    "They are licences for a group: a school's students or a company's team get access with their own accounts. Contact our sales team and we will set it up with you, including sign-in through your school's systems.",
  "pricing.faq.data.q": "Who can see my learning data?",
  "pricing.faq.data.a":
    "You can, and, for school accounts, your teachers and school administrators. We never sell student data.",
  "pricing.freshDemo":
    "This is a fresh demo account of your own, empty until you start learning. Start the free trial below to use tutoring and practice with it: 7 days, no credit card.",
  "pricing.freshDemoDeleted":
    " Demo accounts, and everything in them, are deleted after {days, plural, one {# day} other {# days}}.",
  "trial.failed": "Failed to start trial",

  "account.heading": "Your account",
  "account.name": "Your name",
  "account.demo":
    "This is a demo account for trying Bloom. It is deleted, with everything in it, {days, plural, one {# day} other {# days}} after it was made. You can delete it sooner below.",
  "account.demoSoon":
    "This is a demo account for trying Bloom. It is deleted, with everything in it, a few days after it was made. You can delete it sooner below.",
  "account.school":
    "Your account comes from your school. If Bloom ever worries about your safety, an adult at your school is told, so they can help.",
  "account.guardian": "Parent or guardian's email (for students under 18)",
  "account.guardianHelp":
    "If Bloom ever worries about your safety, we email this person so they can help. We never send them what you wrote. When you save a new email, we send them a link to confirm it is really them. Leave it empty to remove it.",
  "account.saveFailed": "Failed to save your account. Please try again.",
  "account.saved": "Your account is saved.",
  "account.saving": "Saving...",
  "account.save": "Save",
  "account.language": "Language",
  "account.language.auto": "Automatic (from your school or browser)",
  "account.language.en": "English",
  "account.language.es": "Español",
  "account.language.help": "The language Bloom's screens and emails use for you.",
  "account.language.submit": "Save language",
  "account.language.saving": "Saving your language...",
  "account.language.saved": "Language saved: Bloom now shows in English.",
  "account.language.savedAuto": "Language saved: Bloom now follows your school or browser, and shows in English here.",
  "account.language.failed": "Your language could not be saved. Please try again.",
  "account.guardianCheckFailed": "Failed to check your parent or guardian.",
  "account.sendFailed": "Failed to send the email. Please try again.",
  "account.guardianConfirmed": "{email} has confirmed they are your parent or guardian.",
  "account.guardianNotSent": "Your parent or guardian ({email}) has not confirmed yet. Send them an email so they can.",
  "account.guardianAnswered":
    "{email} answered our email. To be able to see what happened if Bloom is ever worried about you, they still need to sign in from the link in it.",
  "account.guardianWaiting":
    "Waiting for your parent or guardian to confirm. We emailed {email} a link; ask them to open it (and to look in their spam folder).",
  "account.sentAgain": "We sent the email again.",
  "account.sending": "Sending...",
  "account.send": "Send the email",
  "account.sendAgain": "Send the email again",
  "account.downloadFailed": "Failed to download your data. Please try again.",
  "account.deleteFailed": "Failed to delete your account. Please try again.",
  "account.data": "Your data",
  "account.dataText":
    "Download a copy of everything Bloom holds about you: your profile, subjects, conversations, flashcards and answers, progress, and who at your school read your conversations.",
  "account.preparing": "Preparing...",
  "account.download": "Download my data",
  "account.schoolManages":
    "Your school manages your account. To delete it, ask your teacher or your school, who can delete it for you.",
  "account.deleteText": "Deleting your account removes it and everything in it at once. This can't be undone.",
  "account.delete": "Delete my account",
  "account.deleteTitle": "Delete your account?",
  "account.deleteDescription":
    "Your account, subjects, conversations, flashcards and progress are deleted at once and can't be brought back. A paid subscription is canceled.",
  "account.confirmWord": "DELETE",
  "account.confirmLabel": "Type the word {word} to confirm",
  "account.confirmHint": "Capital or small letters both work.",
  "account.deleting": "Deleting...",
  "account.keep": "Keep my account",

  "age.heading": "One question before you start",
  "age.intro": "We ask everyone once. If you are under 13, we need a parent or guardian to say yes first.",
  "age.label": "What year were you born?",
  "age.failed": "Failed to save your year of birth. Please try again.",
  "age.continue": "Continue",
  "waiting.heading": "Waiting for your parent",
  "waiting.intro":
    "Because you are under 13, a parent or guardian needs to say it's OK for you to use Bloom. We'll send them an email with a link. As soon as they say yes, you can start.",
  "waiting.sent": "We emailed {email}. Ask them to look in their inbox (and spam folder) for an email from Bloom.",
  "waiting.label": "Your parent's or guardian's email",
  "waiting.deadline":
    "If nobody says yes within 14 days, the account and everything in it is deleted, and you can sign up again later.",
  "waiting.saidYes": "My parent said yes",
  "consent.keeps.identity":
    "Your child's name and email address from their sign-in, and their year of birth (never the date).",
  "consent.keeps.learning":
    "What they write to the tutor and the tutor's replies, their flashcards and answers, and their progress, to teach them and show them how they are doing.",
  "consent.keeps.safety":
    "Safety: every message is checked for signs that a child may be in danger. If it finds one, the tutor gives help lines and, for an account like this one, emails you, the parent or guardian.",
  "consent.keeps.never":
    "Bloom never sells data, never shows ads, and never uses your child's work to train AI models. When a school connects its own AI model, messages are sent to it with personal details removed.",
  "consent.keeps.rights":
    "You can ask for a copy of everything, or delete the account and everything in it, at any time from the account page.",
  "consent.invalid": "This consent link is not valid.",
  "consent.expired":
    "This link has expired or is not valid. The account may already have been deleted; your child can sign up again and send a new email.",
  "consent.openFailed": "This consent link could not be opened. Please try again.",
  "consent.answerFailed": "Your answer could not be saved. Please try again.",
  "consent.yourChild": "your child",
  "consent.heading": "Consent for {name} to use Bloom",
  "consent.thanks": "Thank you. {name} can now use Bloom.",
  "consent.afterThanks":
    "If Bloom is ever worried about {name}'s safety, we will email you. To be able to read what happened, sign in (or make a free account) and confirm you are their parent or guardian.",
  "consent.signInConfirm": "Sign in and confirm",
  "consent.refused": "You refused consent. The account and everything in it has been deleted.",
  "consent.explain":
    "{name} signed up for Bloom, an AI tutor and flashcard app for schoolwork, and told us they are under 13. The law (the Children's Online Privacy Protection Act) asks for your consent first. Here is what Bloom keeps:",
  "consent.give": "I give my consent",
  "consent.refuse": "I do not consent",
  "consent.refuseTitle": "Refuse consent?",
  "consent.refuseText": "The account and everything in it will be deleted now. {name} can sign up again later.",
  "consent.refuseDelete": "Refuse and delete the account",
  "consent.goBack": "Go back",

  "guardian.invalid": "This link is not valid.",
  "guardian.expired":
    "This link has expired, was already used, or is not valid. Ask the student to send you a new one from their account page.",
  "guardian.openFailed": "This link could not be opened. Please try again.",
  "guardian.theStudent": "the student",
  "guardian.aStudent": "a student",
  "guardian.heading": "Confirm you are {name}'s parent or guardian",
  "guardian.confirmed":
    "Thank you. If Bloom is ever worried about {name}'s safety, we will email you, and you can sign in here to see what happened.",
  "guardian.openAlerts": "Open safety alerts",
  "guardian.explain":
    "{name} uses Bloom, an AI tutor for schoolwork, and gave {email} as their parent's or guardian's email. Once you confirm, Bloom emails you if it finds that {name} may be in danger, and lets you read what happened so you can help. Nothing is shared before you confirm.",
  "guardian.signedInAs":
    "You are signed in as {name}. This account will be the one that can see {student}'s safety alerts.",
  "guardian.signedInAsEmail":
    "You are signed in as {name} ({email}). This account will be the one that can see {student}'s safety alerts.",
  "guardian.confirming": "Confirming...",
  "guardian.confirm": "I am {name}'s parent or guardian",
  "guardian.signInFirst": "Sign in, or make a free account, to confirm.",
  "guardian.signIn": "Sign in to confirm",
  "guardian.unknown": "If you don't know this student, close this page: nothing is shared.",

  "alertSignIn.heading": "Sign in to open a safety alert",
  "alertSignIn.intro":
    "Bloom emailed you about a student's safety. What they wrote is shown only to the adults who look after them, once signed in.",
  "alertSignIn.codeFailed": "The code could not be sent. Please try again.",
  "alertSignIn.codeWrong": "That code did not work.",
  "alertSignIn.lms": "Teach the student's course?",
  "alertSignIn.lmsText":
    "Open the course in your learning platform (Canvas, Schoology, Moodle…), open Bloom there, then Alerts. The email names the course.",
  "alertSignIn.otherWay": "No other way to sign in?",
  "alertSignIn.emailCode": "Email me a sign-in code",
  "alertSignIn.emailLabel": "The email address the alert was sent to",
  "alertSignIn.sending": "Sending...",
  "alertSignIn.code": "Sign-in code",
  "alertSignIn.signingIn": "Signing in...",
  "alertSignIn.submit": "Sign in and open the alert",
  "alertSignIn.again": "Use another address or send a new code",

  "info.back": "Back to the home page",
  "info.features.title": "Features",
  "info.features.1":
    "A Socratic AI tutor that teaches one concept at a time, moves through warm-up, new concept, guided practice, a formative check, extension and reflection, and tracks your mastery of every concept it teaches.",
  "info.features.2":
    "Flashcards you write or generate from a topic, scored by AI with feedback on misconceptions, and scheduled for review just before you would forget them.",
  "info.features.3": "A dashboard with your mastery by subject, time spent, flashcard progress and recent sessions.",
  "info.educators.title": "For Educators",
  "info.educators.1":
    "Bloom gives every student a patient tutor that asks rather than tells, so homework help builds understanding instead of copying.",
  "info.educators.2":
    "Teachers see each student's mastery by topic and concept, and can place the tutor, flashcards or dashboard straight into a course in Canvas, Schoology or Moodle.",
  "info.enterprise.title": "Enterprise and districts",
  "info.enterprise.1":
    "Districts sign on through LTI 1.3 and their existing single sign-on (Clever, ClassLink or any OpenID Connect provider). Licences cover a school or a whole district, with seat reports for administrators.",
  "info.enterprise.2": "Talk to us at {email}.",
  "info.help.title": "Getting started",
  "info.help.1":
    "1. Open Tutoring, add a subject, and generate its outline. 2. Pick a topic: your tutor plans it and starts with a warm-up question. 3. Answer in your own words; ask for a hint any time.",
  "info.help.2":
    "Then open Practice to turn what you learned into flashcards, and check your Dashboard to see your mastery grow.",
  "info.help.3": "Stuck? Write to {email}.",
  "info.contact.title": "Contact",
  "info.contact.1": "Support: {email}",
  "info.contact.2": "Schools and companies: {email}",
  "info.privacy.title": "Privacy",
  "info.privacy.1":
    "We collect what the product needs to teach you: your name, email, school, and what you study. Your learning data is yours; teachers and administrators of your own school can see it, and no one else.",
  "info.privacy.2":
    "We never sell personal data and never use it for advertising. You can ask us to export or delete your data at any time.",
  "info.terms.title": "Terms of use",
  "info.terms.1":
    "Use Bloom to learn, and be kind in what you write. Paid plans are month to month with a 30-day money-back guarantee, and can be cancelled at any time.",
  "info.terms.2": "AI tutors can make mistakes: check important facts with your teacher or a trusted source.",
  "info.about.title": "About Bloom",
  "info.about.1":
    "We believe everyone learns best by thinking things through with a patient guide. Bloom puts that guide in every classroom and every home.",
  "info.careers.title": "Careers",
  "info.careers.1": "We are a small team of teachers and engineers. If you want to help, write to us at {email}.",
  "info.blog.title": "Blog",
  "info.blog.1":
    "Notes on learning science, teaching with AI, and what we are building. The first posts are on their way.",
  "info.press.title": "Press",
  "info.press.1": "For press enquiries, write to {email}.",

  "unauthorized.heading": "This page is not available to your account",
  "unauthorized.signedIn":
    "You are signed in as {name} with the {role, select, student {student} teacher {teacher} admin {admin} other {{role}}} role, which does not include this part of the product. If you think this is a mistake, ask your teacher or your school's administrator.",
  "unauthorized.signedOut": "This part of the product needs an account that has access to it.",
  "unauthorized.signIn": "Sign in",
  "unauthorized.signedOutAfter": "with that account, or ask your teacher or your school's administrator.",
  "unauthorized.dashboard": "Go to your dashboard",
  "unauthorized.or": "or",
  "unauthorized.home": "return home",
  "plans.heading": "Learning Plans",
  "plans.text":
    "Learning plans are coming soon. They will turn your goals into a week-by-week path through your subjects.",
  "success.signInHeading": "Sign in to see your subscription",
  "success.signInText": "This page confirms a payment after checkout. Sign in to see your plan and start learning.",
  "success.seePlans": "see the plans",
  "success.heading": "Subscription Activated",
  "success.text": "Thank you for subscribing. Everything in your plan is ready to use.",
  "success.confirming":
    "We are confirming your payment with our payment provider; this page updates by itself. If nothing changes within a minute, reload it or contact us.",
  "success.tutoring": "Start a tutoring session",
  "success.guide": "Read the getting-started guide",
  "success.contact": "Contact us",
  "callback.noCode": "No authorization code received",
  "callback.signingIn": "Signing you in",
} as const;

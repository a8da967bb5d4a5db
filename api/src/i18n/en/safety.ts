/** What a district admin reads about whether the district's safety alerts reach an adult. */
export const safety = {
  "safety.readiness.noContactNoAdmins":
    "No safety contact: a critical alert about a student whose teachers are unknown reaches nobody. Add a safety contact (name and email).",
  "safety.readiness.noContact":
    "No safety contact: critical alerts reach only course teachers, or admins when a student's teachers are unknown; no designated safeguarding lead is told. Add a safety contact (name and email).",
  "safety.readiness.noDistrictAdminEmail":
    "No district admin has an email address on record: an alert about a student with no known teacher or school admin reaches only the safety contacts.",
  "safety.readiness.schoolsWithoutAdmin":
    "{count, plural, one {# school has} other {# schools have}} no admin with an email address ({names}): alerts about their students with no known teacher go only to the district's admins and safety contacts.",
  "safety.readiness.coursesWithoutTeacher":
    "{count, plural, one {# course has} other {# courses have}} no teacher with an email address on record ({names}): their students' alerts go to their other courses' teachers, or to admins and safety contacts.",
  "safety.readiness.untitledCourse": "Untitled course",
  "safety.readiness.andMore": "and {more} more",
} as const;

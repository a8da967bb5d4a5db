import type { Outline, Subject } from "@bloom/api/models";
import { ApiError, readFirst, useWidgetHost } from "@bloom/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/** Query keys of the tutoring widget, in one place so updates and invalidations agree. */
const tutorKeys = {
  subjects: ["subjects"] as const,
  outline: (subjectId: string) => ["outline", subjectId] as const,
};

/** The user's subjects, without repeats of the same id (spec §5). */
export function useSubjects() {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: tutorKeys.subjects,
    queryFn: async () => {
      // The shell may have asked already, while it checked the sign-in.
      const subjects = await readFirst(client, "subjects");
      return [...new Map(subjects.map((subject) => [subject.subject_id, subject])).values()];
    },
  });
}

export function useCreateSubject() {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.unwrap(client.api.subjects.post({ name }), "Failed to add subject."),
    onSuccess: (subject) => {
      queries.setQueryData<Subject[]>(tutorKeys.subjects, (current = []) =>
        current.some((existing) => existing.id === subject.id) ? current : [...current, subject],
      );
    },
  });
}

export function useDeleteSubject() {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (subjectId: string) => {
      const result = await client.api.subjects({ id: subjectId }).delete();
      if (!result.response.ok) throw new ApiError("Failed to delete subject.", result.response.status);
      return subjectId;
    },
    onSuccess: (subjectId) => {
      queries.setQueryData<Subject[]>(tutorKeys.subjects, (current = []) =>
        current.filter((subject) => subject.id !== subjectId),
      );
      queries.removeQueries({ queryKey: tutorKeys.outline(subjectId) });
    },
  });
}

/** A subject's outline; null when it has none yet. */
export function useOutline(subjectId: string | null) {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: tutorKeys.outline(subjectId ?? ""),
    enabled: subjectId !== null,
    queryFn: () =>
      client.unwrap(
        client.api.subjects({ id: subjectId! }).outline.get(),
        "Failed to load outline.",
      ) as Promise<Outline | null>,
  });
}

/** Asks the AI for the subject's outline (the "Generate Outline" button). */
export function useGenerateOutline(subjectId: string | null) {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () =>
      client.unwrap(client.api.subjects({ id: subjectId! }).outline.generate.post(), "Failed to generate outline."),
    onSuccess: (outline) => queries.setQueryData(tutorKeys.outline(outline.subject_id), outline),
  });
}

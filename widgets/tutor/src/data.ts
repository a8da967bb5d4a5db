import type { Outline, Subject } from "@bloom/api/models";
import { ApiError, readFirst, useWidgetHost } from "@bloom/client";
import { useT } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

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
  const t = useT();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.unwrap(client.api.subjects.post({ name }), t("tutor.subjects.addFailed")),
    onSuccess: (subject) => {
      queries.setQueryData<Subject[]>(tutorKeys.subjects, (current = []) =>
        current.some((existing) => existing.id === subject.id) ? current : [...current, subject],
      );
      // A read of the list that started before the subject was added (a placement adds it as the
      // page opens) must not put the list without it back: that read is dropped and the list read again.
      void queries.invalidateQueries({ queryKey: tutorKeys.subjects });
    },
  });
}

export function useDeleteSubject() {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (subjectId: string) => {
      const result = await client.api.subjects({ id: subjectId }).delete();
      if (!result.response.ok) throw new ApiError(t("tutor.subjects.deleteFailed"), result.response.status);
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
  const t = useT();
  return useQuery({
    queryKey: tutorKeys.outline(subjectId ?? ""),
    enabled: subjectId !== null,
    queryFn: () =>
      client.unwrap(
        client.api.subjects({ id: subjectId! }).outline.get(),
        t("tutor.outline.loadFailed"),
      ) as Promise<Outline | null>,
  });
}

/** Asks the AI for the subject's outline (the "Generate Outline" button). */
export function useGenerateOutline(subjectId: string | null) {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () =>
      client.unwrap(client.api.subjects({ id: subjectId! }).outline.generate.post(), t("tutor.outline.generateFailed")),
    onSuccess: (outline) => queries.setQueryData(tutorKeys.outline(outline.subject_id), outline),
  });
}

/**
 * Gets a placed subject's outline ready (an LMS placement names a subject, perhaps a topic): the
 * outline is made when the subject has none, and the placed topic is added when it is missing, so
 * the outline beside a running lesson always lists that lesson. Once per subject and topic.
 */
export function usePreparedOutline(subjectId: string | null, topic: string | null, enabled: boolean) {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: async (input: { subjectId: string; topic: string | null }) => {
      const outlines = client.api.subjects({ id: input.subjectId }).outline;
      let outline = (await client.unwrap(outlines.get(), t("tutor.outline.loadFailed"))) as Outline | null;
      // Without an AI model only the built-in courses get a full outline; any other subject gets its default one.
      if (!outline) outline = await client.unwrap(outlines.generate.post(), t("tutor.outline.prepareFailed"));
      const wanted = input.topic?.trim();
      if (wanted && !outline.outline.some((point) => point.toLowerCase() === wanted.toLowerCase())) {
        outline = await client.unwrap(
          outlines.post({ outline: [...outline.outline, wanted], source: outline.source }),
          t("tutor.outline.addTopicFailed"),
        );
      }
      return outline;
    },
    onSuccess: (outline) => {
      queries.setQueryData(tutorKeys.outline(outline.subject_id), outline);
      // A read of the outline that started before it was made must not put "none" back.
      void queries.invalidateQueries({ queryKey: tutorKeys.outline(outline.subject_id) });
    },
  });
  const key = enabled && subjectId ? `${subjectId}\n${topic ?? ""}` : null;
  // The key holds the subject and topic: one preparation for each.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the subject and topic.
  useEffect(() => {
    if (key && subjectId) mutate({ subjectId, topic });
  }, [key, mutate]);
  return state;
}

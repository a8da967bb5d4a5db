/**
 * The test LMS the tool's tests drive: `startTestPlatform()` and everything it speaks.
 * Imported as `@bloom/lti-provider/test/platform`.
 */

export { LTI_CLAIM, LTI_SCOPE, LTI_VERSION, MEDIA_TYPE, ROLE } from "./platform/constants";
export { ToolPageError } from "./platform/driver";
export { escapeHtml, type ParsedForm, type ParsedInput, parseForms, readPageData } from "./platform/html";
export type { CourseLayout } from "./platform/pages";
export { admin, people, student, teacher, teachingAssistant } from "./platform/people";
export { startTestPlatform, TestPlatform } from "./platform/test-platform";
export type * from "./platform/types";

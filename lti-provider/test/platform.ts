/**
 * The test LMS the tool's tests drive: `startTestPlatform()` and everything it speaks.
 * Imported as `@bloom/lti-provider/test/platform`.
 */
export { startTestPlatform, TestPlatform } from "./platform/test-platform";
export { ToolPageError } from "./platform/driver";
export { admin, people, student, teacher, teachingAssistant } from "./platform/people";
export { LTI_CLAIM, LTI_SCOPE, LTI_VERSION, MEDIA_TYPE, ROLE } from "./platform/constants";
export { escapeHtml, parseForms, type ParsedForm, type ParsedInput } from "./platform/html";
export type * from "./platform/types";

/**
 * @bloom/ui: the design system. Components, the theme, and `uiStyles` (all the CSS, one string,
 * for a <style> in the consumer's own document or shadow root), and the loading of a part of a
 * page's code fetched when first wanted (`deferredModule`). No data fetching.
 */

export { intlLocale } from "@bloom/domain";
export { Banner, type BannerProps, type BannerVariant } from "./Banner";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
export {
  CELEBRATION_MS,
  CELEBRATION_TITLES,
  Celebration,
  type CelebrationProps,
  type CelebrationType,
  CONFETTI_PIECES,
  type ConfettiPiece,
  confettiLayout,
} from "./Celebration";
export { DeferredMarkdown } from "./DeferredMarkdown";
export { Dialog, DialogActions, DialogContainerProvider, type DialogProps } from "./Dialog";
export {
  browserLocale,
  type DateFormatOptions,
  type DateInput,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  UNKNOWN_DATE,
} from "./dates";
export { type DeferredModule, deferredModule, useDeferredModule } from "./deferred-module";
export { deepActiveElement, focusIsLost } from "./focus";
export { englishLeftIn, pageText } from "./i18n/check";
export { type Catalogue, en, type MessageKey } from "./i18n/en";
export { es } from "./i18n/es";
export { I18nProvider, type Translate, translate, useLocale, useT } from "./i18n/I18n";
export { LOCALES, type Locale, negotiateLocale, supportedLocale } from "./i18n/locale";
export { isExternalLink } from "./links";
export { isAllowedLink, Markdown } from "./Markdown";
export { prefersReducedMotion, usePrefersReducedMotion } from "./motion";
export {
  clampPercent,
  PROGRESS_SNAP,
  PROGRESS_STEPS,
  ProgressBar,
  type ProgressBarProps,
  progressFrames,
} from "./ProgressBar";
export { type ScopeChoice, type ScopeLevelProps, ScopePicker } from "./ScopePicker";
export { Spinner, type SpinnerProps } from "./Spinner";
export { StepIndicator } from "./StepIndicator";
export { uiStyles } from "./styles";
export { applyTheme, readStoredTheme, storeTheme, THEME_KEY, type Theme, ThemeToggle, useTheme } from "./theme";
export { darkTokens, lightTokens, type ThemeTokens, type TokenName } from "./tokens";

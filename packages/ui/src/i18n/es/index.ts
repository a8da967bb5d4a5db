import type { Catalogue } from "../en";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { oversight } from "./oversight";
import { pages } from "./pages";
import { shell } from "./shell";
import { tutor } from "./tutor";

/** The Spanish catalogue: Latin-American Spanish, "tú" for students (docs/translating.md). */
export const es: Catalogue = { ...shell, ...common, ...pages, ...tutor, ...flashcards, ...dashboard, ...oversight };

export * from "./bands";
export * from "./calendar";
export * from "./flashcards";
export * from "./mastery";
export * from "./roles";
export * from "./scheduling";
export * from "./steps";
export * from "./subscription";

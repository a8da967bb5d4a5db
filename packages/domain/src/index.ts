export * from "./bands";
export * from "./mastery";
export * from "./roles";
export * from "./scheduling";
export * from "./steps";
export * from "./subscription";
export * from "./flashcards";
export * from "./calendar";

export * from "./mastery";
export * from "./roles";
export * from "./steps";
export * from "./subscription";

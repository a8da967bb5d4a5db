// The federation runtime must set up shared modules before React loads: the app starts behind
// this asynchronous boundary.
import("./bootstrap");

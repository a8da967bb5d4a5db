/** Stylesheets are bundled as text (rspack `asset/source`), to be placed in the widget's own root. */
declare module "*.css" {
  const text: string;
  export default text;
}

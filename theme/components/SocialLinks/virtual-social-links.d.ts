/** Rspress's build-time map of social icon names to their SVG markup. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

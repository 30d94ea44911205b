/** The SVG markup of the theme's social icons, by name (Rspress's build-time `virtual-social-links`). */
import socialIcons from 'virtual-social-links';

export { socialIcons };

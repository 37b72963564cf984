export { createIcon, type IconComponent, type IconProps, type IconShape } from './create-icon';
export * from './tabler-icons';

// Colour sets of the generated pictures; index = the `{palette}` part of `/media/p/{kind}-{palette}-{variant}.webp`.
import { PALETTE_COUNT } from './image-pool';

export type Palette = {
  /** Background gradient, light to a little darker. */
  bg: [string, string];
  main: string;
  accent: string;
  third: string;
  /** Outlines, eyes, tyres. */
  dark: string;
  light: string;
  skin: string;
  hair: string;
  /** Plush colour of bears. */
  fur: string;
  furLight: string;
};

export const PALETTES: readonly Palette[] = [
  {
    bg: ['#FFF0F5', '#FFD3E2'],
    main: '#EC407A',
    accent: '#FFCA28',
    third: '#29B6F6',
    dark: '#4E342E',
    light: '#FFFFFF',
    skin: '#FFD9BF',
    hair: '#F2C14E',
    fur: '#C68B59',
    furLight: '#F1D9BD',
  },
  {
    bg: ['#EEF6FF', '#C7E1FB'],
    main: '#1E88E5',
    accent: '#FF7043',
    third: '#66BB6A',
    dark: '#263238',
    light: '#FFFFFF',
    skin: '#F3C99A',
    hair: '#6D4C41',
    fur: '#A1887F',
    furLight: '#E8DCD5',
  },
  {
    bg: ['#EAFBF4', '#BDEEDB'],
    main: '#26A69A',
    accent: '#FFB300',
    third: '#EF5350',
    dark: '#37474F',
    light: '#FFFFFF',
    skin: '#FFE0CC',
    hair: '#D84315',
    fur: '#E0B77F',
    furLight: '#FBEBD3',
  },
  {
    bg: ['#FFFBEA', '#FFE8A3'],
    main: '#FFA000',
    accent: '#E53935',
    third: '#1E88E5',
    dark: '#4E342E',
    light: '#FFFFFF',
    skin: '#E6B486',
    hair: '#2B2B2B',
    fur: '#8D6E63',
    furLight: '#D7C2B8',
  },
  {
    bg: ['#F7EEFA', '#E3C6EE'],
    main: '#8E24AA',
    accent: '#F48FB1',
    third: '#FFD54F',
    dark: '#311B92',
    light: '#FFFFFF',
    skin: '#FFE3CF',
    hair: '#FFE082',
    fur: '#F5F5F5',
    furLight: '#FFE4EC',
  },
  {
    bg: ['#FFF1EC', '#FFCDBD'],
    main: '#FF7043',
    accent: '#26C6DA',
    third: '#9CCC65',
    dark: '#3E2723',
    light: '#FFFFFF',
    skin: '#D9A066',
    hair: '#3E2723',
    fur: '#D7A86E',
    furLight: '#F6E3C6',
  },
  {
    bg: ['#E9FAFC', '#B5E9F0'],
    main: '#00838F',
    accent: '#FFA000',
    third: '#EC407A',
    dark: '#102027',
    light: '#FFFFFF',
    skin: '#FFD6B8',
    hair: '#8D6E63',
    fur: '#BCAAA4',
    furLight: '#EFE7E4',
  },
  {
    bg: ['#FDEFF4', '#F6C2D6'],
    main: '#C2185B',
    accent: '#7CB342',
    third: '#FFB300',
    dark: '#4A148C',
    light: '#FFFFFF',
    skin: '#F5CBA7',
    hair: '#AB47BC',
    fur: '#F0A8C0',
    furLight: '#FFE3EC',
  },
];

if (PALETTES.length !== PALETTE_COUNT) throw new Error('PALETTES and PALETTE_COUNT disagree');

import { createIcon } from './create-icon';

/**
 * The Tabler icons (https://tabler.io/icons, v3.51.0, MIT licence: LICENSE beside this file) the app
 * shows, their outline shapes copied as published. Adding one: copy its shapes from tabler.io.
 */
export const IconAlertCircle = createIcon('alert-circle', [
  ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0' }],
  ['path', { d: 'M12 8v4' }],
  ['path', { d: 'M12 16h.01' }],
]);
export const IconAlertOctagon = createIcon('alert-octagon', [
  [
    'path',
    {
      d: 'M3 9.101v5.798c0 .53 .211 1.039 .586 1.415l4.1 4.1c.375 .375 .884 .586 1.415 .586h5.799c.53 0 1.039 -.211 1.414 -.586l4.1 -4.1c.375 -.375 .586 -.884 .586 -1.415v-5.798c0 -.53 -.211 -1.039 -.586 -1.415l-4.1 -4.1c-.375 -.375 -.884 -.586 -1.414 -.586l-5.799 0c-.53 0 -1.039 .211 -1.415 .586l-4.1 4.1c-.375 .375 -.586 .884 -.586 1.415',
    },
  ],
  ['path', { d: 'M12 8v4' }],
  ['path', { d: 'M12 16h.01' }],
]);
export const IconAlertTriangle = createIcon('alert-triangle', [
  ['path', { d: 'M12 9v4' }],
  [
    'path',
    {
      d: 'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0',
    },
  ],
  ['path', { d: 'M12 16h.01' }],
]);
export const IconArchive = createIcon('archive', [
  ['path', { d: 'M3 6a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2' }],
  ['path', { d: 'M5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-10' }],
  ['path', { d: 'M10 12l4 0' }],
]);
export const IconArrowBackUp = createIcon('arrow-back-up', [
  ['path', { d: 'M9 14l-4 -4l4 -4' }],
  ['path', { d: 'M5 10h11a4 4 0 1 1 0 8h-1' }],
]);
export const IconArrowLeft = createIcon('arrow-left', [
  ['path', { d: 'M5 12l14 0' }],
  ['path', { d: 'M5 12l6 6' }],
  ['path', { d: 'M5 12l6 -6' }],
]);
export const IconCalendarCheck = createIcon('calendar-check', [
  ['path', { d: 'M11.5 21h-5.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v6' }],
  ['path', { d: 'M16 3v4' }],
  ['path', { d: 'M8 3v4' }],
  ['path', { d: 'M4 11h16' }],
  ['path', { d: 'M15 19l2 2l4 -4' }],
]);
export const IconCalendarPlus = createIcon('calendar-plus', [
  ['path', { d: 'M12.5 21h-6.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v5' }],
  ['path', { d: 'M16 3v4' }],
  ['path', { d: 'M8 3v4' }],
  ['path', { d: 'M4 11h16' }],
  ['path', { d: 'M16 19h6' }],
  ['path', { d: 'M19 16v6' }],
]);
export const IconCalendarRepeat = createIcon('calendar-repeat', [
  ['path', { d: 'M12.5 21h-6.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v3' }],
  ['path', { d: 'M16 3v4' }],
  ['path', { d: 'M8 3v4' }],
  ['path', { d: 'M4 11h12' }],
  ['path', { d: 'M20 14l2 2h-3' }],
  ['path', { d: 'M20 18l2 -2' }],
  ['path', { d: 'M19 16a3 3 0 1 0 2 5.236' }],
]);
export const IconCalendarTime = createIcon('calendar-time', [
  ['path', { d: 'M11.795 21h-6.795a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v4' }],
  ['path', { d: 'M14 18a4 4 0 1 0 8 0a4 4 0 1 0 -8 0' }],
  ['path', { d: 'M15 3v4' }],
  ['path', { d: 'M7 3v4' }],
  ['path', { d: 'M3 11h16' }],
  ['path', { d: 'M18 16.496v1.504l1 1' }],
]);
export const IconCheck = createIcon('check', [['path', { d: 'M5 12l5 5l10 -10' }]]);
export const IconChevronRight = createIcon('chevron-right', [['path', { d: 'M9 6l6 6l-6 6' }]]);
export const IconCircleCheck = createIcon('circle-check', [
  ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }],
  ['path', { d: 'M9 12l2 2l4 -4' }],
]);
export const IconCompass = createIcon('compass', [
  ['path', { d: 'M8 16l2 -6l6 -2l-2 6l-6 2' }],
  ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }],
  ['path', { d: 'M12 3l0 2' }],
  ['path', { d: 'M12 19l0 2' }],
  ['path', { d: 'M3 12l2 0' }],
  ['path', { d: 'M19 12l2 0' }],
]);
export const IconDna2 = createIcon('dna-2', [
  [
    'path',
    {
      d: 'M17 3v1c-.01 3.352 -1.68 6.023 -5.008 8.014c-3.328 1.99 3.336 -2 .008 -.014c-3.328 1.99 -5 4.662 -5.008 8.014v1',
    },
  ],
  [
    'path',
    {
      d: 'M17 21.014v-1c-.01 -3.352 -1.68 -6.023 -5.008 -8.014c-3.328 -1.99 3.336 2 .008 .014c-3.328 -1.991 -5 -4.662 -5.008 -8.014v-1',
    },
  ],
  ['path', { d: 'M7 4h10' }],
  ['path', { d: 'M7 20h10' }],
  ['path', { d: 'M8 8h8' }],
  ['path', { d: 'M8 16h8' }],
]);
export const IconEdit = createIcon('edit', [
  ['path', { d: 'M7 7h-1a2 2 0 0 0 -2 2v9a2 2 0 0 0 2 2h9a2 2 0 0 0 2 -2v-1' }],
  ['path', { d: 'M20.385 6.585a2.1 2.1 0 0 0 -2.97 -2.97l-8.415 8.385v3h3l8.385 -8.415' }],
  ['path', { d: 'M16 5l3 3' }],
]);
export const IconEye = createIcon('eye', [
  ['path', { d: 'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0' }],
  ['path', { d: 'M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6' }],
]);
export const IconFilePlus = createIcon('file-plus', [
  ['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }],
  ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }],
  ['path', { d: 'M12 11l0 6' }],
  ['path', { d: 'M9 14l6 0' }],
]);
export const IconFileReport = createIcon('file-report', [
  ['path', { d: 'M13 17a4 4 0 1 0 8 0a4 4 0 1 0 -8 0' }],
  ['path', { d: 'M17 13v4h4' }],
  ['path', { d: 'M12 3v4a1 1 0 0 0 1 1h4' }],
  ['path', { d: 'M11.5 21h-6.5a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v2m0 3v4' }],
]);
export const IconFileSearch = createIcon('file-search', [
  ['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }],
  ['path', { d: 'M12 21h-5a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v4.5' }],
  ['path', { d: 'M14 17.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0' }],
  ['path', { d: 'M18.5 19.5l2.5 2.5' }],
]);
export const IconFileText = createIcon('file-text', [
  ['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }],
  ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }],
  ['path', { d: 'M9 9l1 0' }],
  ['path', { d: 'M9 13l6 0' }],
  ['path', { d: 'M9 17l6 0' }],
]);
export const IconFileUpload = createIcon('file-upload', [
  ['path', { d: 'M14 3v4a1 1 0 0 0 1 1h4' }],
  ['path', { d: 'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2' }],
  ['path', { d: 'M12 11v6' }],
  ['path', { d: 'M9.5 13.5l2.5 -2.5l2.5 2.5' }],
]);
export const IconHistory = createIcon('history', [
  ['path', { d: 'M12 8l0 4l2 2' }],
  ['path', { d: 'M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5' }],
]);
export const IconInfoCircle = createIcon('info-circle', [
  ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0' }],
  ['path', { d: 'M12 9h.01' }],
  ['path', { d: 'M11 12h1v4h1' }],
]);
export const IconKey = createIcon('key', [
  [
    'path',
    {
      d: 'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0',
    },
  ],
  ['path', { d: 'M15 9h.01' }],
]);
export const IconLinkOff = createIcon('link-off', [
  ['path', { d: 'M9 15l3 -3m2 -2l1 -1' }],
  ['path', { d: 'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464' }],
  ['path', { d: 'M3 3l18 18' }],
  ['path', { d: 'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463' }],
]);
export const IconList = createIcon('list', [
  ['path', { d: 'M9 6l11 0' }],
  ['path', { d: 'M9 12l11 0' }],
  ['path', { d: 'M9 18l11 0' }],
  ['path', { d: 'M5 6l0 .01' }],
  ['path', { d: 'M5 12l0 .01' }],
  ['path', { d: 'M5 18l0 .01' }],
]);
export const IconLoader2 = createIcon('loader-2', [['path', { d: 'M12 3a9 9 0 1 0 9 9' }]]);
export const IconLock = createIcon('lock', [
  ['path', { d: 'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6' }],
  ['path', { d: 'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0' }],
  ['path', { d: 'M8 11v-4a4 4 0 1 1 8 0v4' }],
]);
export const IconLogout = createIcon('logout', [
  ['path', { d: 'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2' }],
  ['path', { d: 'M9 12h12l-3 -3' }],
  ['path', { d: 'M18 15l3 -3' }],
]);
export const IconMail = createIcon('mail', [
  ['path', { d: 'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10' }],
  ['path', { d: 'M3 7l9 6l9 -6' }],
]);
export const IconMailForward = createIcon('mail-forward', [
  ['path', { d: 'M12 18h-7a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v7.5' }],
  ['path', { d: 'M3 6l9 6l9 -6' }],
  ['path', { d: 'M15 18h6' }],
  ['path', { d: 'M18 15l3 3l-3 3' }],
]);
export const IconPencil = createIcon('pencil', [
  ['path', { d: 'M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4' }],
  ['path', { d: 'M13.5 6.5l4 4' }],
]);
export const IconPhone = createIcon('phone', [
  [
    'path',
    {
      d: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2',
    },
  ],
]);
export const IconPlus = createIcon('plus', [
  ['path', { d: 'M12 5l0 14' }],
  ['path', { d: 'M5 12l14 0' }],
]);
export const IconPrinter = createIcon('printer', [
  ['path', { d: 'M17 17h2a2 2 0 0 0 2 -2v-4a2 2 0 0 0 -2 -2h-14a2 2 0 0 0 -2 2v4a2 2 0 0 0 2 2h2' }],
  ['path', { d: 'M17 9v-4a2 2 0 0 0 -2 -2h-6a2 2 0 0 0 -2 2v4' }],
  ['path', { d: 'M7 15a2 2 0 0 1 2 -2h6a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2l0 -4' }],
]);
export const IconSearch = createIcon('search', [
  ['path', { d: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0' }],
  ['path', { d: 'M21 21l-6 -6' }],
]);
export const IconTrash = createIcon('trash', [
  ['path', { d: 'M4 7l16 0' }],
  ['path', { d: 'M10 11l0 6' }],
  ['path', { d: 'M14 11l0 6' }],
  ['path', { d: 'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12' }],
  ['path', { d: 'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3' }],
]);
export const IconUser = createIcon('user', [
  ['path', { d: 'M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0' }],
  ['path', { d: 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2' }],
]);
export const IconUserCircle = createIcon('user-circle', [
  ['path', { d: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0' }],
  ['path', { d: 'M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0' }],
  ['path', { d: 'M6.168 18.849a4 4 0 0 1 3.832 -2.849h4a4 4 0 0 1 3.834 2.855' }],
]);
export const IconUserOff = createIcon('user-off', [
  ['path', { d: 'M8.18 8.189a4.01 4.01 0 0 0 2.616 2.627m3.507 -.545a4 4 0 1 0 -5.59 -5.552' }],
  [
    'path',
    { d: 'M6 21v-2a4 4 0 0 1 4 -4h4c.412 0 .81 .062 1.183 .178m2.633 2.618c.12 .38 .184 .785 .184 1.204v2' },
  ],
  ['path', { d: 'M3 3l18 18' }],
]);
export const IconUserPlus = createIcon('user-plus', [
  ['path', { d: 'M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0' }],
  ['path', { d: 'M16 19h6' }],
  ['path', { d: 'M19 16v6' }],
  ['path', { d: 'M6 21v-2a4 4 0 0 1 4 -4h4' }],
]);
export const IconUsers = createIcon('users', [
  ['path', { d: 'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0' }],
  ['path', { d: 'M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2' }],
  ['path', { d: 'M16 3.13a4 4 0 0 1 0 7.75' }],
  ['path', { d: 'M21 21v-2a4 4 0 0 0 -3 -3.85' }],
]);
export const IconVirus = createIcon('virus', [
  ['path', { d: 'M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0' }],
  ['path', { d: 'M12 7v-4' }],
  ['path', { d: 'M11 3h2' }],
  ['path', { d: 'M15.536 8.464l2.828 -2.828' }],
  ['path', { d: 'M17.657 4.929l1.414 1.414' }],
  ['path', { d: 'M17 12h4' }],
  ['path', { d: 'M21 11v2' }],
  ['path', { d: 'M15.535 15.536l2.829 2.828' }],
  ['path', { d: 'M19.071 17.657l-1.414 1.414' }],
  ['path', { d: 'M12 17v4' }],
  ['path', { d: 'M13 21h-2' }],
  ['path', { d: 'M8.465 15.536l-2.829 2.828' }],
  ['path', { d: 'M6.343 19.071l-1.413 -1.414' }],
  ['path', { d: 'M7 12h-4' }],
  ['path', { d: 'M3 13v-2' }],
  ['path', { d: 'M8.464 8.464l-2.828 -2.828' }],
  ['path', { d: 'M4.929 6.343l1.414 -1.413' }],
]);
export const IconX = createIcon('x', [
  ['path', { d: 'M18 6l-12 12' }],
  ['path', { d: 'M6 6l12 12' }],
]);

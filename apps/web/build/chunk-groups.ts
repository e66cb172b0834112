import type { Rolldown } from 'vite';

/**
 * Which modules share a chunk (Rolldown's `codeSplitting.groups`). Left to Rolldown, every
 * Mantine component, hook and small helper shared by two screens gets a chunk of its own, a few
 * hundred bytes each, and each with its own stylesheet: a form screen loaded 40-50 files and wrote
 * 10-17 render-blocking stylesheets. Here the kits below hold what screens draw together, so a
 * screen is its own chunk, its area's and a handful of kits (docs/decisions.md, First screen).
 * A kit holds library and `lib/` code only, never a feature's, so no screen loads another area's.
 */

/** A module id pattern: `/` stands for either path separator. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));
const components = (names: string) => path(`@mantine/core/esm/components/(${names})/`);
const hooks = (names: string) => path(`@mantine/hooks/esm/(${names})/`);
const lib = (files: string) => path(`apps/web/src/lib/(${files})\\.`);
const matches = (kit: RegExp[]) => (id: string) => kit.some((test) => test.test(id));

/** The start-after-paint entry and the one contract file it reads. */
const START_AFTER_PAINT_MODULES = path(
  '(apps/web/src/start-after-paint|packages/contract/src/first-screen/app-scripts)\\.ts$',
);

/**
 * What nearly every list screen draws (the table, its pagination, the search box, row
 * checkboxes, the load/empty ladder, dates and words), in one chunk. Left to Rolldown, the
 * videos list needed 21 chunks of a few hundred bytes each beside its own: 21 requests, and
 * about 6 KB more gzip than the same code in one file.
 */
const LIST_KIT = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table[\\/](?!TableScrollContainer)|Pagination[\\/])/,
  hooks('use-debounced-value'),
  // Row checkboxes and small text drawn plain (lib/ui), with Mantine's classes and styles.
  lib('ui/(plain-checkbox|plain-text|plain-parts\\.module)'),
  /@mantine[\\/]core[\\/]styles[\\/](InlineInput|Checkbox)\.layer\.css/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](list[\\/]|query[\\/]query-state\.|ui[\\/]load-failure\.|format[\\/](date-time|words|shorten|money|number)\.)/,
];

/**
 * Text fields (Mantine's Input under every field, its clear button, a select's chevron) and the
 * small helpers Mantine's components share beyond the entry (ids, contexts, uncontrolled
 * values), kept apart from the list kit: the sign-in page needs them and no table. The sign-in
 * page's submit helpers (error messages, submit-once) too: in the list kit, which uses them for
 * row actions, they brought the whole list kit onto the sign-in page.
 */
const INPUT_KIT = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input[\\/]|InputBase[\\/]|TextInput[\\/]|CloseButton[\\/]|Combobox[\\/](ComboboxChevron|get-parsed-combobox-data|Combobox\.module)[\\/]?)/,
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/](utils[\\/](create-safe-context|create-optional-context|get-safe-id|get-env|get-base-value|get-sorted-breakpoints|get-breakpoint-value)|styles-api[\\/]use-resolved-styles-api|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)[\\/]/,
  /@mantine[\\/]core[\\/]styles[\\/](Input|CloseButton|Combobox)\.layer\.css/,
  hooks('use-id|use-uncontrolled|utils/(use-callback-ref|random-id)'),
  lib('api/error-message|forms/use-submit-once'),
  /packages[\\/]contract[\\/]src[\\/]errors\.ts$/,
];

/**
 * What the sign-in page shares with every form screen: a Paper (under Card and Modal) and
 * TanStack's mutations. Apart, so the sign-in page loads neither the overlay nor the form kit.
 */
const SHARED_KIT = [
  components('Paper'),
  path(
    '@tanstack/(query-core/build/modern/mutationObserver|react-query/build/modern/useMutation)\\.',
  ),
  // Every area's writes and reference lists; alone each was one more file in each route's
  // preload list in the entry.
  lib('query/use-area-write|reference/reference-api'),
];

/**
 * Whatever opens above the page: a select's dropdown (Combobox, Popover, floating-ui, the
 * scroll area of its options) and a modal (ModalBase, focus trap, portal, scroll lock), with
 * their transitions. Nearly every screen with a select also has a modal (a confirmation); the
 * dependencies of the modules named come along.
 */
const OVERLAY_KIT = [
  components(
    'Select|Combobox/OptionsDropdown|Popover|Modal|ModalBase|FocusTrap|Portal|ScrollArea|Transition',
  ),
  path('@mantine/core/esm/utils/Floating/'),
  // floating-ui places dropdowns; react-remove-scroll and its helpers lock the page under a modal.
  path(
    'node_modules/(@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|tslib)/',
  ),
  hooks('use-reduced-motion|use-merged-ref'),
  lib('ui/confirm-modal|forms/use-unsaved-changes'),
];

/**
 * react-hook-form and the app's glue to it (contract resolver, server errors). The unsaved-changes
 * guard opens a modal, so it is the overlay kit's: the password pages use a form and no overlay.
 */
const FORM_KIT = [
  path('node_modules/react-hook-form/'),
  lib('forms/(contract-resolver|server-field-errors)'),
];

/** Small form fields and layout most edit screens use a few of (about 7 KB gzipped in all). */
const FIELDS_KIT = [
  components('Textarea|SimpleGrid|Tabs|Switch|Fieldset'),
  path(
    '@mantine/core/esm/(utils/InputsGroupFieldset|core/utils/(create-scoped-keydown-handler|find-element-ancestor))/',
  ),
  // The textarea's autosize and its helpers.
  path(
    'node_modules/(react-textarea-autosize|use-isomorphic-layout-effect|use-latest|use-composed-ref|@babel/runtime)/',
  ),
];

/** Mantine's NumberInput with the number formatting it is built on, in one file. */
const NUMBER_INPUT = [
  components('NumberInput'),
  path('node_modules/react-number-format/'),
  hooks('utils/clamp'),
];

/**
 * The generic list table (columns, row buttons and actions, its query), apart from the list kit:
 * the videos list draws its own table, and its first screen has no budget left for these (150 KB,
 * issue #18; about 0.8 KB gzipped). Every other list loads one file more.
 */
const TABLE_KIT = [
  lib(
    'list/(data-table|paged-data-table|row-buttons|buttons-column|row-actions|use-row-change|use-list-query)',
  ),
];

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // React alone: it changes least often, so browsers keep it cached across releases.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 9 },
  // zod alone, with the contract's two generic schema files every schema uses, for the screens
  // whose forms check input with it. An area's schemas go with that area's chunks
  // (contractDirectImports keeps them out of the entry).
  {
    name: 'zod',
    test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/]schemas[\\/](bounds|common)\.ts$/,
    priority: 10,
  },
  // Everything the entry loads statically, in one file. Left alone, Rolldown splits it into a
  // dozen chunks shared with the screens (rolldown#10731: Vite's HTML entry only wraps
  // main.tsx, so nothing merges into it), which costs about 6 KB of gzip.
  // Not the script a server-drawn page starts the app with (an entry of its own, which must not
  // share a chunk with the app: build/start-after-paint-entry.ts).
  {
    name: 'index',
    tags: ['$initial'],
    test: (id: string) => !START_AFTER_PAINT_MODULES.test(id),
    priority: 8,
  },
  {
    name: 'input-kit',
    test: matches(INPUT_KIT),
    priority: 7,
    // Only the files named: their dependencies are the entry's.
    includeDependenciesRecursively: false,
  },
  // Before the list kit, whose test names all of lib/list; only the files named.
  {
    name: 'table-kit',
    test: matches(TABLE_KIT),
    priority: 6.5,
    includeDependenciesRecursively: false,
  },
  // Before the overlay kit: a select's options use the checkbox's check icon.
  { name: 'list-kit', test: matches(LIST_KIT), priority: 6 },
  { name: 'shared-kit', test: matches(SHARED_KIT), priority: 5 },
  // Before the overlay kit, which would otherwise take the group fieldset under Switch.Group.
  { name: 'fields-kit', test: matches(FIELDS_KIT), priority: 4 },
  { name: 'overlay-kit', test: matches(OVERLAY_KIT), priority: 3 },
  { name: 'form-kit', test: matches(FORM_KIT), priority: 2 },
  { name: 'number-input', test: matches(NUMBER_INPUT), priority: 2 },
  // Checkbox.Group and Checkbox.Card load on first use (vite.config.ts); left alone, Rolldown
  // put them, and the group fieldset they share with Switch.Group, into the overlay kit.
  {
    name: 'checkbox-parts',
    test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Checkbox[\\/](CheckboxGroup[\\/]CheckboxGroup|CheckboxCard[\\/]CheckboxCard(\.module\.css)?)\.mjs$/,
    priority: 11,
    includeDependenciesRecursively: false,
  },
];

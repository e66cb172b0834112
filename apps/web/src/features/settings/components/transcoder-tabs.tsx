import { LinkTabs } from '../../../lib/ui/link-tabs';

const TABS = [
  { to: '/settings/transcoders', label: 'Profiles' },
  { to: '/settings/transcoders/targets', label: 'Stream targets' },
];

/** The two screens under Transcoders: the profiles and where each stream_to target publishes. */
export const TranscoderTabs = () => <LinkTabs label="Transcoders" tabs={TABS} />;

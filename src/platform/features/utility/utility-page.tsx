import { PageFrame } from '@/components/ui/page-frame';
import { Section } from '@/components/ui/section';
import { TabList, TabPanel, type TabItem } from '@/components/navigation/tabs';
import { BackupSection } from './backup/components/backup-section';
import { NetworkSettingsSection } from './network-settings/components/network-settings-section';
import { PriceApiSection } from './price-api/components/price-api-section';
import { PinningSettingsSection } from './storage-settings/components/pinning-settings';
import { PlatformContractsSection } from './platform-contracts/components/platform-contracts-section';
import { ToolsSection } from './tools/components/tools-section';

/** The page's five tools, one tab each (`?tab=`); the toolbox first. */
export const UTILITY_TABS: readonly TabItem[] = [
  { id: 'tools', label: 'Tools' },
  { id: 'networks', label: 'Networks' },
  { id: 'storage', label: 'Storage settings' },
  { id: 'contracts', label: 'Platform contracts' },
  { id: 'backup', label: 'Backup' },
];

function Panel({ tab }: { tab: string }) {
  switch (tab) {
    case 'networks':
      return (
        <div className="space-y-8">
          <Section title="Network settings">
            <NetworkSettingsSection />
          </Section>
          <Section
            title="Price API"
            description="Values in the base currency from a price API when no on-chain feed or typed price covers the day."
          >
            <PriceApiSection />
          </Section>
        </div>
      );
    case 'storage':
      return (
        <Section
          title="Storage settings"
          description="Where Storage pins documents, and how it makes their content identifiers."
        >
          <PinningSettingsSection />
        </Section>
      );
    case 'contracts':
      return (
        <Section title="Platform contracts">
          <PlatformContractsSection />
        </Section>
      );
    case 'backup':
      return (
        <Section title="Workspace backup">
          <BackupSection />
        </Section>
      );
    default:
      return (
        <Section title="Tools">
          <ToolsSection />
        </Section>
      );
  }
}

/** Utility: the toolbox, network and storage settings, the platform contracts and the workspace backup, one tab each. */
export default function UtilityPage() {
  return (
    <PageFrame subnav={<TabList label="Utility sections" tabs={UTILITY_TABS} />}>
      <TabPanel tabs={UTILITY_TABS}>{(tab) => <Panel tab={tab} />}</TabPanel>
    </PageFrame>
  );
}

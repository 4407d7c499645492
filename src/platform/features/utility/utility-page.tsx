import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { BackupSection } from './backup/components/backup-section';
import { NetworkSettingsSection } from './network-settings/components/network-settings-section';
import { PinningSettingsSection } from './storage-settings/components/pinning-settings';
import { PlatformContractsSection } from './platform-contracts/components/platform-contracts-section';
import { ToolsSection } from './tools/components/tools-section';

/** Utility: the page's title and summary, the tools, network settings, the platform contracts and the workspace backup. */
export default function UtilityPage() {
  return (
    <div className="space-y-8">
      <PagePlaceholder />
      <section aria-labelledby="tools-heading" className="space-y-4">
        <h2 id="tools-heading" className="text-xl font-semibold">
          Tools
        </h2>
        <ToolsSection />
      </section>
      <section aria-labelledby="network-settings-heading" className="space-y-4">
        <h2 id="network-settings-heading" className="text-xl font-semibold">
          Network settings
        </h2>
        <NetworkSettingsSection />
        <PinningSettingsSection />
      </section>
      <section aria-labelledby="platform-contracts-heading" className="space-y-4">
        <h2 id="platform-contracts-heading" className="text-xl font-semibold">
          Platform contracts
        </h2>
        <PlatformContractsSection />
      </section>
      <section aria-labelledby="workspace-backup-heading" className="space-y-4">
        <h2 id="workspace-backup-heading" className="text-xl font-semibold">
          Workspace backup
        </h2>
        <BackupSection />
      </section>
    </div>
  );
}

import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BrandFontPicker } from './brand-font-picker';
import { SettingsSection } from './settings-section';
import { ThemePicker } from './theme-picker';

// The confirmation (a dialog) loads when it is first opened.
const ResetSettingsDialog = lazy(() =>
  import('./reset-settings-dialog').then((m) => ({ default: m.ResetSettingsDialog })),
);

function ResetSettings() {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [used, setUsed] = useState(false);
  return (
    <SettingsSection
      id="reset"
      title="Restore defaults"
      description="Theme, notification and privacy settings go back to how they were when you joined."
    >
      <Button
        variant="outline"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <RotateCcw aria-hidden="true" />
        Restore default settings
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ResetSettingsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SettingsSection>
  );
}

export function AppearanceSettings() {
  return (
    <>
      <SettingsSection id="theme" title="Theme" description="Light, dark, or the same as your device.">
        <ThemePicker />
      </SettingsSection>
      <SettingsSection
        id="font"
        title="Brand font"
        description="The font of the Chapter logo on this device."
      >
        <BrandFontPicker />
      </SettingsSection>
      <ResetSettings />
    </>
  );
}

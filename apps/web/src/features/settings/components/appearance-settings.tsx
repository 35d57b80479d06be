import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useResetSettings } from '../api/reset-settings';
import { BrandFontPicker } from './brand-font-picker';
import { SettingsSection } from './settings-section';
import { ThemePicker } from './theme-picker';

function ResetSettings() {
  const [open, setOpen] = useState(false);
  const reset = useResetSettings();
  return (
    <SettingsSection
      id="reset"
      title="Restore defaults"
      description="Theme, notification and privacy settings go back to how they were when you joined."
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Restore default settings
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Restore default settings?" description="This cannot be undone.">
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              disabled={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSettled: () => setOpen(false) })}
            >
              Restore
            </Button>
          </div>
        </DialogContent>
      </Dialog>
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

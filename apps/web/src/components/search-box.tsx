import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SearchBoxProps {
  /** Read by screen readers only ("Search members"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  enterKeyHint?: 'search';
}

/** A search-as-you-type box with its magnifier icon and a screen-reader label. */
export function SearchBox({ label, value, onChange, placeholder, enterKeyHint }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint={enterKeyHint}
        className="pl-9"
      />
    </div>
  );
}

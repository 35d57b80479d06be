import { Navigate, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { AboutApp } from '../components/about-app';
import { Changelog } from '../components/changelog';
import { OpenSourceLicenses } from '../components/open-source-licenses';

const TABS = [
  { id: 'about', label: 'About' },
  { id: 'changelog', label: 'Changelog' },
  { id: 'licenses', label: 'Open-source licenses' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /about/{tab?}: about, changelog and open-source licences, the tab kept in the URL. */
export function Component() {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (tab && !TABS.some((t) => t.id === tab)) {
    return <Navigate to={paths.about()} replace />;
  }
  const active = (tab ?? 'about') as TabId;
  return (
    <Page>
      <Tabs
        value={active}
        onValueChange={(value) => navigate(paths.about(value as TabId), { replace: true })}
      >
        <TabsList className="max-w-full overflow-x-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="about">
          <AboutApp />
        </TabsContent>
        <TabsContent value="changelog">
          <Changelog />
        </TabsContent>
        <TabsContent value="licenses">
          <OpenSourceLicenses />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

import { Page } from '@/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RenewalsList } from '../components/renewals-list';

/** Admin > Renewals: memberships due within 30 days, overdue, or all; renew for 1 or 2 years. */
export function Component() {
  return (
    <Page>
      <Tabs defaultValue="due">
        <TabsList aria-label="Renewals" className="max-w-full overflow-x-auto">
          <TabsTrigger value="due">Due within 30 days</TabsTrigger>
          <TabsTrigger value="overdue">Overdue</TabsTrigger>
          <TabsTrigger value="all">All</TabsTrigger>
        </TabsList>
        <TabsContent value="due">
          <RenewalsList status="due" />
        </TabsContent>
        <TabsContent value="overdue">
          <RenewalsList status="overdue" />
        </TabsContent>
        <TabsContent value="all">
          <RenewalsList status="all" />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

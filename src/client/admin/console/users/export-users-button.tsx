import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Every user as a CSV file: a short-lived signed link from the server, which the browser then
 * opens, so the download is the browser's own (no file held in the page's memory).
 */
export function ExportUsersButton() {
  const link = trpc.adminUserExport.link.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast.error('Export failed', {
        description: errorText(error, 'Could not start the export. Please try again.'),
      }),
  });
  return (
    <Button type="button" variant="outline" disabled={link.isPending} onClick={() => link.mutate()}>
      <Download aria-hidden="true" />
      {link.isPending ? 'Preparing…' : 'Export CSV'}
    </Button>
  );
}

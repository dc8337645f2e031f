import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useSessionExpiry } from '../use-session-expiry';
import { DOWNLOAD_FAILED, downloadExcel } from './download-excel';

export function DownloadExcelButton() {
  const checkExpiry = useSessionExpiry();
  const download = useMutation({
    mutationFn: downloadExcel,
    onSuccess: (name) => toast({ title: 'Excel Downloaded', description: `Saved as ${name}` }),
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Download Failed',
        description: serverMessage(error, DOWNLOAD_FAILED),
        variant: 'destructive',
      });
    },
  });
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {download.isPending ? 'Downloading...' : 'Download Excel'}
    </Button>
  );
}

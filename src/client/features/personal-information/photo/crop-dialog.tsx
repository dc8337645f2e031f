import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { toast } from '../../../lib/use-toast';
import { cropToJpeg } from './crop-image';
import { photoToast } from './photo-toasts';

interface CropDialogProps {
  src: string;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

/**
 * 'Crop Your Headshot': a circular 1:1 selection, at least 100x100, starting at 80% centred.
 * react-image-crop moves it with the arrow keys by 1, 10 with Shift, 100 with Ctrl or Cmd.
 */
export function CropDialog({ src, onCancel, onCropped }: CropDialogProps) {
  const { t } = useTranslation('wizard');
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [isCropping, setIsCropping] = useState(false);

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    setCrop(centerCrop(makeAspectCrop({ unit: '%', width: 80 }, 1, width, height), width, height));
  };

  const confirm = async () => {
    const image = imageRef.current;
    if (!image || !crop) return;
    setIsCropping(true);
    try {
      onCropped(await cropToJpeg(image, crop));
    } catch {
      toast(photoToast('cropFailed'));
      setIsCropping(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={t('photo.crop.title')} description={t('photo.crop.description')}>
        {/* Not overflow-hidden: half of each 44 px corner handle lies outside the photo. */}
        <div className="flex justify-center rounded-xl bg-slate-900">
          <ReactCrop
            crop={crop}
            onChange={(_pixels, percent) => setCrop(percent)}
            circularCrop
            aspect={1}
            minWidth={100}
            minHeight={100}
            keepSelection
            // react-image-crop gives its image `max-height: inherit`: the limit goes on the wrapper.
            // Held sideways (740x360) the photo shrinks so Cancel and Crop Photo stay on screen.
            // Corner handles a thumb can hold: 44 px, with a mouse as well as on a touch screen.
            className="max-h-[55dvh] [--rc-drag-handle-mobile-size:44px] [--rc-drag-handle-size:44px] [@media(max-height:500px)]:max-h-[calc(100dvh-17rem)]"
          >
            <img
              ref={imageRef}
              src={src}
              alt={t('photo.crop.image')}
              onLoad={onImageLoad}
              className="block max-h-[55dvh] max-w-full"
            />
          </ReactCrop>
        </div>
        <DialogActions>
          <Button variant="outline" onClick={onCancel}>
            {t('photo.crop.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={!crop || isCropping}>
            {isCropping ? t('photo.crop.cropping') : t('photo.crop.crop')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

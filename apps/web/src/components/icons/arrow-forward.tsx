import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(ArrowForwardRounded);

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(ArrowBackRounded);

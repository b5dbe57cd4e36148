import SendRounded from '@mui/icons-material/SendRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(SendRounded);

import ExitToAppRounded from '@mui/icons-material/ExitToAppRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(ExitToAppRounded);

import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(ChevronRightRounded);

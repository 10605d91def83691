// A separate, small entry: it runs as soon as its own few kilobytes arrive (an async module),
// while the app's entry still waits for React, Mantine and the router. The screen's first API
// requests and the Recipe Box's first picture start here, a whole download earlier on a phone.
import { startEarlyRequests } from './app/early-requests';

startEarlyRequests();

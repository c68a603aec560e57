import { signIn } from './sign-in.ts';

console.log(await signIn(process.argv[2], process.argv[3]));

/* The stand-in library's functions, for the copies of lazy_stubs.S and lazy_loader.c
 * that registers.c is built with (scripts/lazy-stubs-test.sh). */
LAZY_SYMBOL(probe_mixed)
LAZY_SYMBOL(probe_struct)
LAZY_SYMBOL(probe_stack)
LAZY_SYMBOL(probe_variadic)

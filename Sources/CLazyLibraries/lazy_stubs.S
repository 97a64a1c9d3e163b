/* Stand-ins for every cairo, pango, fontconfig and freetype function mockup calls, so
 * that the executable does not need those libraries at start: their ~35 shared objects
 * cost every process ~5 ms before main on the project's VM, and `mockup diff` draws
 * nothing (issue 15). Each stub jumps through its slot of mockup_lazy_table, which
 * starts at the stub's own slow path: that loads the libraries once, fills the table
 * and jumps on, so later calls cost one indirect jump, like a PLT entry.
 *
 * The stubs are hidden: they answer the executable's own references only, never the
 * libraries' calls among themselves. x86-64 only; elsewhere this file is empty and the
 * executable links the libraries as usual (lazy_loader.c then reports them loaded). */
#if defined(__x86_64__) && defined(__linux__)

        .set mockup_lazy_count, 0

        .macro LAZYSTUB name
        .text
        .globl \name
        .hidden \name
        .type \name, @function
        .p2align 4
\name:
        jmp *(mockup_lazy_table + 8 * mockup_lazy_count)(%rip)
.Llazy_\name:
        /* r11 is scratch in the SysV ABI and carries no argument. */
        movl $mockup_lazy_count, %r11d
        jmp mockup_lazy_slow
        .size \name, . - \name
        .section .data.rel.mockup_lazy_table, "aw"
        .quad .Llazy_\name
        .set mockup_lazy_count, mockup_lazy_count + 1
        .endm

        .section .data.rel.mockup_lazy_table, "aw"
        .p2align 3
        .globl mockup_lazy_table
        .hidden mockup_lazy_table
mockup_lazy_table:

#define LAZY_SYMBOL(name) LAZYSTUB name
#include "lazy_symbol_list.h"

        .section .data.rel.mockup_lazy_table, "aw"
        .globl mockup_lazy_table_end
        .hidden mockup_lazy_table_end
mockup_lazy_table_end:

/* Keeps every argument register (six integer, rax for variadic calls, eight vector)
 * across the C loader, then tail-jumps to the function the caller asked for. */
        .text
        .p2align 4
        .globl mockup_lazy_slow
        .hidden mockup_lazy_slow
        .type mockup_lazy_slow, @function
mockup_lazy_slow:
        /* Entered with rsp ≡ 8 (mod 16), as at any function entry. The CFI lets a
         * debugger or crash report unwind through a load that stops. */
        .cfi_startproc
        pushq %rdi
        .cfi_adjust_cfa_offset 8
        pushq %rsi
        .cfi_adjust_cfa_offset 8
        pushq %rdx
        .cfi_adjust_cfa_offset 8
        pushq %rcx
        .cfi_adjust_cfa_offset 8
        pushq %r8
        .cfi_adjust_cfa_offset 8
        pushq %r9
        .cfi_adjust_cfa_offset 8
        pushq %rax
        .cfi_adjust_cfa_offset 8
        pushq %r11
        .cfi_adjust_cfa_offset 8
        subq $136, %rsp /* eight 16-byte slots and 8 to realign: rsp ≡ 0 (mod 16) */
        .cfi_adjust_cfa_offset 136
        movups %xmm0, 0(%rsp)
        movups %xmm1, 16(%rsp)
        movups %xmm2, 32(%rsp)
        movups %xmm3, 48(%rsp)
        movups %xmm4, 64(%rsp)
        movups %xmm5, 80(%rsp)
        movups %xmm6, 96(%rsp)
        movups %xmm7, 112(%rsp)
        call mockup_lazy_load
        movups 0(%rsp), %xmm0
        movups 16(%rsp), %xmm1
        movups 32(%rsp), %xmm2
        movups 48(%rsp), %xmm3
        movups 64(%rsp), %xmm4
        movups 80(%rsp), %xmm5
        movups 96(%rsp), %xmm6
        movups 112(%rsp), %xmm7
        addq $136, %rsp
        .cfi_adjust_cfa_offset -136
        popq %r11
        .cfi_adjust_cfa_offset -8
        popq %rax
        .cfi_adjust_cfa_offset -8
        popq %r9
        .cfi_adjust_cfa_offset -8
        popq %r8
        .cfi_adjust_cfa_offset -8
        popq %rcx
        .cfi_adjust_cfa_offset -8
        popq %rdx
        .cfi_adjust_cfa_offset -8
        popq %rsi
        .cfi_adjust_cfa_offset -8
        popq %rdi
        .cfi_adjust_cfa_offset -8
        leaq mockup_lazy_table(%rip), %r10
        jmp *(%r10, %r11, 8)
        .cfi_endproc
        .size mockup_lazy_slow, . - mockup_lazy_slow

#endif

        .section .note.GNU-stack, "", @progbits

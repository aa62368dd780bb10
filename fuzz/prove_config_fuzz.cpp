// proof.conf of a split proof (core/proof/proof_jobs.hpp): no crash; what the
// parser accepts has a depth in range and a root of a proof's board, and
// prints (proveConfigText) as text it accepts again as the same.
#include "fuzz_common.hpp"
#include "proof/proof_jobs.hpp"

using namespace gametree;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto c = parseProveConfig(text, error);
    if (!c) {
        fuzz::require(!error.empty(), "a refused proof.conf without a reason");
        return 0;
    }
    fuzz::require(c->depth >= 1 && c->depth <= kProveMaxDepth, "depth out of range");
    fuzz::require(ProofFrame::fits(c->root.rows(), c->root.cols()), "a root too large");
    const std::string printed = proveConfigText(*c);
    const auto again = parseProveConfig(printed, error);
    fuzz::require(again.has_value(), "printed proof.conf does not parse", printed + error);
    fuzz::require(proveConfigText(*again) == printed, "parse(print(x)) prints differently",
                  printed);
    return 0;
}

#include "tree_format.hpp"

#include <ostream>
#include <vector>

namespace gametree::cli {

namespace {

std::vector<std::vector<std::size_t>> childrenOf(const SessionTrace& t) {
    std::vector<std::vector<std::size_t>> children(t.size());
    for (std::size_t i = 1; i < t.size(); ++i) children[std::size_t(t.parent[i])].push_back(i);
    return children;
}

std::string window(const SessionTrace& t, std::size_t i) {
    std::string s = "[";
    s += boundText(t.alpha[i]);
    s += ", ";
    s += boundText(t.beta[i]);
    return s + "]";
}

std::string prunedList(const SessionTrace& t, std::size_t i, const char* separator) {
    std::string s;
    for (uint32_t k = 0; k < t.prunedCount[i]; ++k) {
        if (k) s += separator;
        s += t.prunedMove(t.prunedBegin[i] + k);
    }
    return s;
}

// The cut-off's closed window, as the reader checks it: "beta 3 <= alpha 5".
std::string cutText(const SessionTrace& t, std::size_t i) {
    return "beta " + boundText(t.betaOut[i]) + " <= alpha " + boundText(t.alphaOut[i]);
}

std::string summary(const TraceHeader& h, const SessionTrace& t) {
    // The generation order is the assignment's search: named only when it is not.
    const std::string order = t.ordering == "engine" ? " in the engine's move order" : "";
    std::string s = h.game + ", " + t.algorithm + order + " to depth " + std::to_string(t.depth) +
                    ", heuristic " + t.heuristic + ": " + std::to_string(t.searched) +
                    " nodes searched";
    if (t.truncated)
        s += ", only the first " + std::to_string(t.size()) + " recorded (--max-nodes " +
             std::to_string(t.maxNodes) + ")";
    s += "; value " + std::to_string(t.rootValue);
    if (!t.best.empty()) {
        s += ", best move " + t.best + ", principal variation";
        for (const std::string& m : t.pv) s += " " + m;
    }
    return s;
}

void textNode(std::ostream& out, const SessionTrace& t,
              const std::vector<std::vector<std::size_t>>& children, std::size_t i) {
    const std::string indent(std::size_t(t.ply[i]) * 2, ' ');
    out << indent << (i == 0 ? "root" : t.move(i)) << (t.maximizing[i] ? " MAX" : " MIN")
        << " window " << window(t, i) << " value " << t.value[i];
    if (t.kind[i] == uint8_t(TraceKind::Heuristic)) out << " (heuristic)";
    if (t.kind[i] == uint8_t(TraceKind::Terminal)) out << " (game over)";
    if (t.onPv[i]) out << " *";
    out << '\n';
    for (const std::size_t c : children[i]) textNode(out, t, children, c);
    if (t.prunedCount[i] > 0)
        out << indent << "  pruned: " << prunedList(t, i, " ") << " (" << cutText(t, i) << ")\n";
}

// A string as a JSON or DOT literal: quotes, backslashes and newlines escaped.
std::string quoted(const std::string& s) {
    std::string q = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') {
            q += '\\';
            q += c;
        } else if (c == '\n')
            q += "\\n";
        else
            q += c;
    }
    return q + "\"";
}

} // namespace

std::string boundText(int v) {
    if (v >= kInfinity) return "+inf";
    if (v <= -kInfinity) return "-inf";
    return std::to_string(v);
}

void writeTraceText(std::ostream& out, const TraceHeader& h, const SessionTrace& t) {
    out << summary(h, t) << '\n';
    out << "MAX: " << h.rootSide
        << " to move, takes the largest child value; MIN: the opponent, the smallest. Values are "
           "for "
        << h.rootSide
        << ", a finished game +-(1000000 - plies to it); * marks the principal variation.\n";
    if (t.size() > 0) textNode(out, t, childrenOf(t), 0);
}

void writeTraceDot(std::ostream& out, const TraceHeader& h, const SessionTrace& t) {
    out << "digraph search {\n"
        << "  graph [ordering=out, labelloc=t, fontname=\"Helvetica\", label="
        << quoted(summary(h, t) +
                  "\nMAX: triangle, MIN: inverted triangle, leaf: box; red: principal variation; "
                  "dashed: pruned by a cut-off")
        << "];\n"
        << "  node [fontname=\"Helvetica\", fontsize=10, style=filled];\n"
        << "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    for (std::size_t i = 0; i < t.size(); ++i) {
        const bool leaf = t.kind[i] != uint8_t(TraceKind::Inner);
        const char* shape = leaf ? "box" : t.maximizing[i] ? "triangle" : "invtriangle";
        const char* fill = t.maximizing[i] ? "#dbe8fb" : "#fbe0d6";
        std::string label = std::to_string(t.value[i]) + "\n" + window(t, i);
        if (t.kind[i] == uint8_t(TraceKind::Terminal)) label += "\ngame over";
        out << "  n" << i << " [shape=" << shape << ", fillcolor=\"" << fill
            << "\", label=" << quoted(label);
        if (t.onPv[i]) out << ", color=\"#c0392b\", penwidth=2";
        out << "];\n";
        if (i > 0) {
            out << "  n" << t.parent[i] << " -> n" << i << " [label=" << quoted(t.move(i));
            if (t.onPv[i]) out << ", color=\"#c0392b\", penwidth=2.5";
            out << "];\n";
        }
    }
    // The cut-offs last, so that with ordering=out each stub is drawn right of
    // the children that were searched.
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t.prunedCount[i] == 0) continue;
        out << "  p" << i << " [shape=plaintext, style=\"\", fontcolor=\"#777777\", label="
            << quoted("pruned: " + prunedList(t, i, " ") + "\n" + cutText(t, i)) << "];\n"
            << "  n" << i << " -> p" << i << " [style=dashed, color=\"#999999\", arrowhead=tee];\n";
    }
    out << "}\n";
}

void writeTraceJson(std::ostream& out, const TraceHeader& h, const SessionTrace& t) {
    out << "{\n  \"game\": " << quoted(h.game) << ",\n  \"position\": " << quoted(h.position)
        << ",\n  \"k\": " << h.k << ",\n  \"algorithm\": " << quoted(t.algorithm)
        << ",\n  \"ordering\": " << quoted(t.ordering) << ",\n  \"depth\": " << t.depth
        << ",\n  \"heuristic\": " << quoted(t.heuristic) << ",\n  \"infinity\": " << kInfinity
        << ",\n  \"searched\": " << t.searched << ",\n  \"recorded\": " << t.size()
        << ",\n  \"maxNodes\": " << t.maxNodes
        << ",\n  \"truncated\": " << (t.truncated ? "true" : "false")
        << ",\n  \"searchedPerPly\": [";
    for (std::size_t i = 0; i < t.searchedPerPly.size(); ++i)
        out << (i ? ", " : "") << t.searchedPerPly[i];
    out << "]"
        << ",\n  \"value\": " << t.rootValue << ",\n  \"best\": " << quoted(t.best)
        << ",\n  \"pv\": [";
    for (std::size_t i = 0; i < t.pv.size(); ++i) out << (i ? ", " : "") << quoted(t.pv[i]);
    out << "],\n  \"nodes\": [\n";
    for (std::size_t i = 0; i < t.size(); ++i) {
        out << "    {\"id\": " << i << ", \"parent\": " << t.parent[i]
            << ", \"move\": " << quoted(t.move(i)) << ", \"ply\": " << t.ply[i]
            << ", \"player\": \"" << (t.maximizing[i] ? "max" : "min") << "\", \"kind\": \""
            << traceKindName(t.kind[i]) << "\", \"alpha\": " << t.alpha[i]
            << ", \"beta\": " << t.beta[i] << ", \"alphaOut\": " << t.alphaOut[i]
            << ", \"betaOut\": " << t.betaOut[i] << ", \"value\": " << t.value[i]
            << ", \"pv\": " << (t.onPv[i] ? "true" : "false") << ", \"pruned\": [";
        for (uint32_t k = 0; k < t.prunedCount[i]; ++k)
            out << (k ? ", " : "") << quoted(t.prunedMove(t.prunedBegin[i] + k));
        out << "]}" << (i + 1 < t.size() ? "," : "") << '\n';
    }
    out << "  ]\n}\n";
}

} // namespace gametree::cli

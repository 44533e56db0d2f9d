import TodoModel

/// `strong-delegate`: the store keeps its delegates in a plain array, holding each one strongly.
///
/// Symptom: every screen the store was ever told about stays alive for as long as the app runs —
/// every popped detail, every closed scene's list — and is told about every change, rendering
/// into screens nobody sees. What the person sees stays right.
final class StrongDelegateStore: DelegatingTodoStore {
  /// The mistake: `[any TodoStoreDelegate]`, not a list of weak entries.
  private var delegatesHeldStrongly: [any TodoStoreDelegate] = []

  override func addDelegate(_ delegate: any TodoStoreDelegate) {
    delegatesHeldStrongly.append(delegate)
    super.addDelegate(delegate)
  }
}

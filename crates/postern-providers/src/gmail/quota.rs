//! Gmail's quota in one table: what each method Postern calls costs in quota units
//! (https://developers.google.com/gmail/api/reference/quota, "Per-method quota usage"), and an
//! installation's own figures where its Cloud project is charged more (Google has listed other
//! costs for some methods for newer projects). The ledger counts with these figures, so an
//! installation may raise a cost and never lower one below the page's: the ledger must not
//! claim less than Gmail charged.

use std::collections::HashMap;

/// The Gmail methods Postern calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    GetProfile,
    Watch,
    Stop,
    HistoryList,
    LabelsList,
    LabelsGet,
    LabelsCreate,
    LabelsPatch,
    LabelsDelete,
    MessagesList,
    MessagesGet,
    MessagesInsert,
    MessagesDelete,
    MessagesBatchModify,
    MessagesBatchDelete,
    DraftsCreate,
    DraftsUpdate,
    DraftsDelete,
    DraftsSend,
    SendAsList,
}

impl Call {
    pub const ALL: [Call; 20] = [
        Call::GetProfile,
        Call::Watch,
        Call::Stop,
        Call::HistoryList,
        Call::LabelsList,
        Call::LabelsGet,
        Call::LabelsCreate,
        Call::LabelsPatch,
        Call::LabelsDelete,
        Call::MessagesList,
        Call::MessagesGet,
        Call::MessagesInsert,
        Call::MessagesDelete,
        Call::MessagesBatchModify,
        Call::MessagesBatchDelete,
        Call::DraftsCreate,
        Call::DraftsUpdate,
        Call::DraftsDelete,
        Call::DraftsSend,
        Call::SendAsList,
    ];

    /// The name the quota page gives it.
    pub fn name(self) -> &'static str {
        match self {
            Call::GetProfile => "getProfile",
            Call::Watch => "watch",
            Call::Stop => "stop",
            Call::HistoryList => "history.list",
            Call::LabelsList => "labels.list",
            Call::LabelsGet => "labels.get",
            Call::LabelsCreate => "labels.create",
            Call::LabelsPatch => "labels.patch",
            Call::LabelsDelete => "labels.delete",
            Call::MessagesList => "messages.list",
            Call::MessagesGet => "messages.get",
            Call::MessagesInsert => "messages.insert",
            Call::MessagesDelete => "messages.delete",
            Call::MessagesBatchModify => "messages.batchModify",
            Call::MessagesBatchDelete => "messages.batchDelete",
            Call::DraftsCreate => "drafts.create",
            Call::DraftsUpdate => "drafts.update",
            Call::DraftsDelete => "drafts.delete",
            Call::DraftsSend => "drafts.send",
            Call::SendAsList => "settings.sendAs.list",
        }
    }

    /// Its cost as the quota page lists it.
    pub fn listed(self) -> u64 {
        match self {
            Call::GetProfile | Call::LabelsList | Call::LabelsGet | Call::SendAsList => 1,
            Call::HistoryList => 2,
            Call::LabelsCreate | Call::LabelsPatch | Call::LabelsDelete => 5,
            Call::MessagesList | Call::MessagesGet => 5,
            Call::MessagesDelete | Call::DraftsCreate | Call::DraftsDelete => 10,
            Call::DraftsUpdate => 15,
            Call::MessagesInsert => 25,
            Call::MessagesBatchModify | Call::MessagesBatchDelete | Call::Stop => 50,
            Call::Watch | Call::DraftsSend => 100,
        }
    }

    fn named(name: &str) -> Option<Call> {
        Call::ALL.into_iter().find(|m| m.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// What each method costs this installation: the page's figures, with the ones its project is
/// charged more for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Costs {
    raised: HashMap<Call, u64>,
}

impl Costs {
    /// The units `call` costs.
    pub fn of(&self, call: Call) -> u64 {
        self.raised.get(&call).copied().unwrap_or_else(|| call.listed())
    }

    /// Charges `units` for the method named as on the quota page (`messages.get`). Refused for
    /// a method Postern does not call, and for less than the page lists.
    pub fn raise(&mut self, name: &str, units: u64) -> Result<(), String> {
        let method = Call::named(name).ok_or_else(|| {
            let known: Vec<&str> = Call::ALL.iter().map(|m| m.name()).collect();
            format!("{name:?} is not a Gmail method Postern calls ({})", known.join(", "))
        })?;
        if units < method.listed() {
            return Err(format!(
                "{} costs at least {} units (Gmail's quota page): a lower figure would make Postern ask more than Gmail allows",
                method.name(),
                method.listed()
            ));
        }
        self.raised.insert(method, units);
        Ok(())
    }

    /// Costs from `method=units` pairs (`messages.get=20`).
    pub fn parse<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Result<Costs, String> {
        let mut costs = Costs::default();
        for pair in pairs {
            let (name, units) =
                pair.split_once('=').ok_or_else(|| format!("{pair:?} is not method=units (messages.get=20)"))?;
            let units = units.trim().parse().map_err(|_| format!("{pair:?}: the units are not a whole number"))?;
            costs.raise(name, units)?;
        }
        Ok(costs)
    }
}

#[cfg(test)]
mod tests {
    use super::{Call, Costs};

    #[test]
    fn costs_are_the_pages_unless_raised_and_never_lowered() {
        let mut costs = Costs::default();
        assert_eq!(costs.of(Call::MessagesGet), 5);
        assert_eq!(costs.of(Call::DraftsSend), 100);
        costs.raise("messages.get", 20).unwrap();
        assert_eq!(costs.of(Call::MessagesGet), 20);
        assert!(costs.raise("messages.get", 4).unwrap_err().contains("at least 5"));
        assert!(costs.raise("threads.get", 10).unwrap_err().contains("not a Gmail method"));
        let parsed = Costs::parse(["messages.get=20", " messages.list = 10"]).unwrap();
        assert_eq!((parsed.of(Call::MessagesGet), parsed.of(Call::MessagesList)), (20, 10));
        assert!(Costs::parse(["messages.get"]).is_err());
        assert!(Costs::parse(["messages.get=x"]).is_err());
    }
}

//! The body that changes an inbox's or an account's sender lists (docs/SENDER_AUTH.md).

use postern_core::senders::{self, SenderLists};
use postern_core::{Error, ErrorCode};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer};
use serde_json::Value;
use utoipa::ToSchema;

/// The lists to replace: each at most 100 domains or addresses; `[]` empties one.
#[derive(Debug, ToSchema)]
#[schema(as = SenderListsChange)]
pub struct SendersChange {
    #[schema(max_items = 100)]
    allow: Option<Vec<String>>,
    #[schema(max_items = 100)]
    block: Option<Vec<String>>,
}

/// Read only from an object: serde's derived reader takes a struct from an array too, and
/// `[null, null]` would be a change that changes nothing.
impl<'de> Deserialize<'de> for SendersChange {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Fields {
            #[serde(default)]
            allow: Option<Vec<String>>,
            #[serde(default)]
            block: Option<Vec<String>>,
        }
        let object = serde_json::Map::<String, Value>::deserialize(deserializer)?;
        let Fields { allow, block } = serde_json::from_value(Value::Object(object)).map_err(D::Error::custom)?;
        Ok(SendersChange { allow, block })
    }
}

impl SendersChange {
    /// `lists` with the lists this change gives in place of theirs, each checked and normalized.
    pub fn applied_to(self, mut lists: SenderLists) -> Result<SenderLists, Error> {
        let checked =
            |list: &[String]| senders::normalized(list).map_err(|e| Error::new(ErrorCode::InvalidRequest, e.0));
        if let Some(allow) = self.allow {
            lists.allow = checked(&allow)?;
        }
        if let Some(block) = self.block {
            lists.block = checked(&block)?;
        }
        Ok(lists)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_object_is_a_change() {
        let read = |json: &str| serde_json::from_str::<SendersChange>(json);
        assert!(read("[null, null]").is_err());
        assert!(read(r#"{"allow": [], "other": 1}"#).is_err());
        let change = read(r#"{"block": ["Spam.test"]}"#).unwrap();
        let lists = change.applied_to(SenderLists { allow: vec!["a.test".into()], block: vec![] }).unwrap();
        assert_eq!((lists.allow, lists.block), (vec!["a.test".to_string()], vec!["spam.test".to_string()]));
    }
}
